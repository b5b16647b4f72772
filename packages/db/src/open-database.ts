import { MikroORM } from '@mikro-orm/postgresql';
import { startSupervisedServer, type SupervisedServer } from './embedded/supervised-server.ts';
import { ormConfig } from './orm-config.ts';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent, the embedded PostgreSQL under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  debug?: boolean;
}

export interface Database {
  orm: MikroORM;
  /** 'embedded' or 'server', for logs and benchmarks. */
  kind: 'embedded' | 'server';
  /**
   * False while the embedded server is being restarted after it died (a PostgreSQL server of
   * DATABASE_URL is someone else's to run: always true).
   */
  available(): boolean;
  close(): Promise<void>;
}

/**
 * Opens the database and brings its schema up to date (committed migrations, applied at start).
 * The embedded server is a PostgreSQL like any other: the same pool and the same code path follow.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: SupervisedServer | undefined;
  const clientUrl =
    options.databaseUrl ?? (embedded = await startSupervisedServer(options.dataDir)).url;
  try {
    const orm = await MikroORM.init(ormConfig({ clientUrl, debug: options.debug }));
    await orm.getMigrator().up();
    return {
      orm,
      kind: embedded ? 'embedded' : 'server',
      available: () => embedded?.available() ?? true,
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
