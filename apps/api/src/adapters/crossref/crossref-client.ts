import { HttpClientError } from '../http/index.ts';
import type { CrossrefAdapter } from './crossref-adapter.ts';
import { readSingleWork, readWorkList, type CrossrefWork } from './crossref-work.ts';
import type { ResponseCache } from './response-cache.ts';

/** The index could not be asked: down, slow, throttled past its retries, or answering nonsense. */
export class ScholarlyIndexUnavailable extends Error {
  override readonly name = 'ScholarlyIndexUnavailable';
}

/** What the citation services ask of a scholarly index. */
export interface ScholarlyIndex {
  /** Works for a free-text bibliographic query, best first as the index ranks them. */
  search(query: string, rows?: number): Promise<CrossrefWork[]>;
  /** The work a DOI names, or null when the index does not know it. */
  work(doi: string): Promise<CrossrefWork | null>;
}

const normaliseQuery = (query: string) => query.replace(/\s+/gu, ' ').trim().slice(0, 400);

/**
 * Crossref's REST API (`GET /works?query.bibliographic=…&rows=…`, `GET /works/{doi}`) through the
 * adapter's HTTP client, each answer cached by request so the same query or DOI is asked once a
 * day. Every failure to get a usable answer is ScholarlyIndexUnavailable.
 */
export function createCrossrefClient(
  adapter: CrossrefAdapter,
  cache: ResponseCache,
): ScholarlyIndex {
  const withMailto = (path: string) =>
    adapter.mailto
      ? `${path}${path.includes('?') ? '&' : '?'}mailto=${encodeURIComponent(adapter.mailto)}`
      : path;

  async function fetchCached(
    kind: 'search' | 'work',
    path: string,
    readable: (body: unknown) => boolean,
  ): Promise<{ status: number; body: unknown }> {
    const cached = await cache.get(path);
    if (cached) return { status: cached.status, body: parse(cached.body) };
    let response: Response;
    try {
      response = await adapter.http[kind].request(`${adapter.baseUrl}${withMailto(path)}`, {
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      if (error instanceof HttpClientError && error.status === 404) {
        await cache.set(path, { status: 404, body: 'null' });
        return { status: 404, body: null };
      }
      if (error instanceof HttpClientError) {
        throw new ScholarlyIndexUnavailable(error.message, { cause: error });
      }
      throw error;
    }
    const text = await response.text();
    const body = parse(text);
    if (!readable(body))
      throw new ScholarlyIndexUnavailable(`${path}: the reply could not be read`);
    await cache.set(path, { status: response.status, body: text });
    return { status: response.status, body };
  }

  return {
    async search(query, rows = 5) {
      const path = `/works?query.bibliographic=${encodeURIComponent(normaliseQuery(query))}&rows=${rows}`;
      const { body } = await fetchCached('search', path, (reply) => readWorkList(reply) !== null);
      return readWorkList(body) ?? [];
    },
    async work(doi) {
      const path = `/works/${encodeURIComponent(doi.trim().toLowerCase())}`;
      const { status, body } = await fetchCached(
        'work',
        path,
        (reply) => readSingleWork(reply) !== undefined,
      );
      return status === 404 ? null : (readSingleWork(body) ?? null);
    },
  };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
