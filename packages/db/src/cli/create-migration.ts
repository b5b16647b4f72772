/**
 * Writes the SQL that would bring an empty database to the current entities, so a new migration
 * can be authored from it: `pnpm --filter @receipts/db migration:create`.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { startThrowawayServer } from '../embedded/embedded-server.ts';
import { ormConfig } from '../orm-config.ts';

const server = await startThrowawayServer('receipts-schema-');
const orm = await MikroORM.init(ormConfig({ clientUrl: server.url }));
console.log(await orm.getSchemaGenerator().getCreateSchemaSQL({ wrap: false }));
await orm.close(true);
await server.stop();
