import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server.ts';
import { ormConfig } from './orm-config.ts';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent, the embedded database under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  debug?: boolean;
}

export interface Database {
  orm: MikroORM;
  /** 'embedded' or 'server', for logs and benchmarks. */
  kind: 'embedded' | 'server';
  close(): Promise<void>;
}

/** Opens the database and brings its schema up to date (committed migrations, applied at start). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  const clientUrl =
    options.databaseUrl ??
    (embedded = await startEmbeddedServer(path.join(options.dataDir, 'pgdata'))).url;
  try {
    const orm = await MikroORM.init(
      ormConfig({ clientUrl, singleConnection: Boolean(embedded), debug: options.debug }),
    );
    await orm.getMigrator().up();
    return {
      orm,
      kind: embedded ? 'embedded' : 'server',
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
