import type { AppServices } from '../../app-services.ts';
import {
  createCrossrefClient,
  createDatabaseResponseCache,
  type ScholarlyIndex,
} from '../../adapters/crossref/index.ts';

/** The scholarly index for a request: the server's Crossref adapter with the database cache. */
export function scholarlyIndexOf(services: Pick<AppServices, 'adapters' | 'orm'>): ScholarlyIndex {
  return createCrossrefClient(
    services.adapters.crossref,
    createDatabaseResponseCache(services.orm),
  );
}
