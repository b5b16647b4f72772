export { createCrossrefAdapter, type CrossrefAdapter } from './crossref-adapter.ts';
export {
  createCrossrefClient,
  ScholarlyIndexUnavailable,
  type ScholarlyIndex,
} from './crossref-client.ts';
export { readCrossrefWork, type CrossrefWork } from './crossref-work.ts';
export {
  createDatabaseResponseCache,
  createMemoryResponseCache,
  CROSSREF_CACHE_MAX_AGE_MS,
  type ResponseCache,
} from './response-cache.ts';
