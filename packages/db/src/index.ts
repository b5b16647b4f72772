export * from './entities/index.ts';
export { openDatabase, type Database, type OpenDatabaseOptions } from './open-database.ts';
export { startEmbeddedServer, type EmbeddedServer } from './embedded/embedded-server.ts';
export { clusterPaths } from './embedded/cluster-paths.ts';
export { migrationsList } from './migrations/index.ts';
export { findRunningPostmaster } from './embedded/running-postmaster.ts';
export { StartupRefusal } from './startup-refusal.ts';
