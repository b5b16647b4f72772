import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';
import { BoundTextDriver } from './driver/bound-text-driver.ts';

export interface OrmConfigOptions {
  clientUrl: string;
  debug?: boolean;
}

export function ormConfig({ clientUrl, debug = false }: OrmConfigOptions) {
  return defineConfig({
    clientUrl,
    driver: BoundTextDriver,
    entities,
    extensions: [Migrator],
    pool: { min: 1, max: 10 },
    // Entities come from defineEntity: no decorators, no reflection, no discovery from files.
    discovery: { warnWhenNoEntities: true },
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
    // Forking per request is explicit (ctx.em); the global manager is never used by request code.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug,
  });
}
