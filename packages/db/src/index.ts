export * from './entities/index.ts';
export { openDatabase, type Database, type OpenDatabaseOptions } from './open-database.ts';
export {
  startEmbeddedServer,
  type EmbeddedServer,
  type EmbeddedServerOptions,
} from './embedded/embedded-server.ts';
export { clusterPaths, type ClusterPaths } from './embedded/cluster-paths.ts';
