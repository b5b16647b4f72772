/**
 * Writes the SQL that would bring an empty database to the current entities, so a new migration
 * can be authored from it: `pnpm --filter @receipts/db migration:create`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedServer } from '../embedded-server.ts';
import { ormConfig } from '../orm-config.ts';

const server = await startEmbeddedServer(
  path.join(mkdtempSync(path.join(tmpdir(), 'receipts-schema-')), 'pg'),
);
const orm = await MikroORM.init(ormConfig({ clientUrl: server.url, singleConnection: true }));
console.log(await orm.getSchemaGenerator().getCreateSchemaSQL({ wrap: false }));
await orm.close(true);
await server.stop();
