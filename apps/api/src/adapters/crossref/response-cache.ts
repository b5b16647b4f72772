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
/** Answers also kept in memory (the most recent ones), so a warm cache costs no query. */
const MEMORY_ENTRIES = 5000;

export function createDatabaseResponseCache(
  orm: MikroORM,
  maxAgeMs = CROSSREF_CACHE_MAX_AGE_MS,
  now = () => Date.now(),
): ResponseCache {
  const memory = new Map<string, CachedResponse & { at: number }>();
  const remember = (key: string, response: CachedResponse, at: number) => {
    memory.delete(key);
    memory.set(key, { ...response, at });
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
  };
  return {
    async get(key) {
      const held = memory.get(key);
      if (held && now() - held.at <= maxAgeMs) return { status: held.status, body: held.body };
      const row = await orm.em.fork().findOne(CrossrefCacheEntity, { requestKey: key });
      if (!row || now() - row.fetchedAt.getTime() > maxAgeMs) return null;
      remember(key, row, row.fetchedAt.getTime());
      return { status: row.status, body: row.body };
    },
    async set(key, response) {
      const at = now();
      await orm.em.fork().upsert(CrossrefCacheEntity, {
        requestKey: key,
        status: response.status,
        body: response.body,
        fetchedAt: new Date(at),
      });
      remember(key, response, at);
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
