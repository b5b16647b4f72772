import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { freePort } from '@receipts/free-port';

export interface EmbeddedServer {
  /** A postgres:// URL for the loopback socket the embedded database answers on. */
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL compiled to WebAssembly, with its files under `dataDir`, served on a loopback port so
 * MikroORM's ordinary PostgreSQL driver talks to it exactly as to a real server. It takes one
 * connection at a time: the pool must have a single connection.
 */
export async function startEmbeddedServer(dataDir: string): Promise<EmbeddedServer> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 1 });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
