/**
 * Writes the SQL that would bring an empty database to the current entities, so a new migration
 * can be authored from it: `pnpm --filter @receipts/db migration:create`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedServer } from '../embedded/embedded-server.ts';
import { ormConfig } from '../orm-config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-schema-'));
const server = await startEmbeddedServer(dataDir, { durable: false });
const orm = await MikroORM.init(ormConfig({ clientUrl: server.url }));
console.log(await orm.getSchemaGenerator().getCreateSchemaSQL({ wrap: false }));
await orm.close(true);
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
