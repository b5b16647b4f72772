export * from './entities/index.ts';
export { openDatabase, type Database, type OpenDatabaseOptions } from './open-database.ts';
export { startEmbeddedServer, type EmbeddedServer } from './embedded-server.ts';
