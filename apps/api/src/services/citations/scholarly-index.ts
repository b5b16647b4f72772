import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app-services.ts';
import {
  createCrossrefClient,
  createDatabaseResponseCache,
  type ScholarlyIndex,
} from '../../adapters/crossref/index.ts';

const built = new WeakMap<MikroORM, ScholarlyIndex>();

/**
 * The server's scholarly index: its Crossref adapter with the answer cache (database, and the
 * recent answers in memory). Built once per server, so every request shares the cache.
 */
export function scholarlyIndexOf(services: Pick<AppServices, 'adapters' | 'orm'>): ScholarlyIndex {
  let index = built.get(services.orm);
  if (!index) {
    index = createCrossrefClient(
      services.adapters.crossref,
      createDatabaseResponseCache(services.orm),
    );
    built.set(services.orm, index);
  }
  return index;
}

/** Drops the server's index and its memory of answers (tests empty the database between cases). */
export function forgetScholarlyIndex(services: Pick<AppServices, 'orm'>): void {
  built.delete(services.orm);
}
