import path from 'node:path';

/** Where the embedded database keeps its files inside the app's DATA_DIR. */
export interface ClusterPaths {
  /** The folder of everything below (0700). */
  home: string;
  /** PostgreSQL's data folder (PGDATA). */
  cluster: string;
  /** The server's superuser password, made up at the first start (0600). */
  passwordFile: string;
  /** The server's own log (startup, shutdown, recovery, errors). */
  logFile: string;
}

export function clusterPaths(dataDir: string): ClusterPaths {
  const home = path.join(dataDir, 'postgres');
  return {
    home,
    cluster: path.join(home, 'data'),
    passwordFile: path.join(home, 'superuser-password'),
    logFile: path.join(home, 'server.log'),
  };
}
