import type { MikroORM } from '@mikro-orm/postgresql';
import { CrossrefCacheEntity } from '@receipts/db';

export interface CachedResponse {
  status: number;
  body: string;
}

/** Where the Crossref client keeps answers, keyed by request, for `maxAgeMs`. */
export interface ResponseCache {
  get(key: string): Promise<CachedResponse | null>;
  set(key: string, response: CachedResponse): Promise<void>;
}

export const CROSSREF_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The cache in the database (table crossref_cache), so a restart keeps it. */
export function createDatabaseResponseCache(
  orm: MikroORM,
  maxAgeMs = CROSSREF_CACHE_MAX_AGE_MS,
  now = () => Date.now(),
): ResponseCache {
  return {
    async get(key) {
      const row = await orm.em.fork().findOne(CrossrefCacheEntity, { requestKey: key });
      if (!row || now() - row.fetchedAt.getTime() > maxAgeMs) return null;
      return { status: row.status, body: row.body };
    },
    async set(key, response) {
      await orm.em.fork().upsert(CrossrefCacheEntity, {
        requestKey: key,
        status: response.status,
        body: response.body,
        fetchedAt: new Date(now()),
      });
    },
  };
}

/** A cache in memory, for scripts and benchmarks that have no database. */
export function createMemoryResponseCache(): ResponseCache & { size: () => number } {
  const entries = new Map<string, CachedResponse>();
  return {
    get: async (key) => entries.get(key) ?? null,
    set: async (key, response) => void entries.set(key, response),
    size: () => entries.size,
  };
}
