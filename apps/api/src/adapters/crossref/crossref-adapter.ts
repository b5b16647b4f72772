import type { AppConfig } from '../../config.ts';
import { announcedRate, createHttpClient, TokenBucket, type HttpClient } from '../http/index.ts';

/** Requests per second and in flight, per kind of request, by Crossref's rules for the polite pool. */
export interface CrossrefRates {
  search: { perSecond: number; concurrency: number };
  work: { perSecond: number; concurrency: number };
}

export const CROSSREF_RATES: CrossrefRates = {
  search: { perSecond: 3, concurrency: 3 },
  work: { perSecond: 10, concurrency: 3 },
};

/**
 * Crossref's scholarly index: the base URL, the contact address for its polite pool, and one HTTP
 * client per kind of request (searches, DOI look-ups), each identifying us, waiting at most 10 s
 * per attempt, retrying 429/5xx with backoff (honouring Retry-After), and kept to its own token
 * bucket and number in flight. Both also wait on the rate Crossref announces in its
 * `X-Rate-Limit-*` headers, when it does. Tests point `baseUrl` at a stand-in server;
 * `crossref-client.ts` speaks the API through it.
 */
export interface CrossrefAdapter {
  baseUrl: string;
  mailto: string | undefined;
  http: { search: HttpClient; work: HttpClient };
  /** Requests per second Crossref announced for all requests together (Infinity until it does). */
  announcedPerSecond(): number;
}

export function createCrossrefAdapter(
  config: Pick<AppConfig, 'crossrefBaseUrl' | 'crossrefMailto'>,
  options: { timeoutMs?: number; retries?: number; rates?: CrossrefRates } = {},
): CrossrefAdapter {
  const contact = config.crossrefMailto ? ` (mailto:${config.crossrefMailto})` : '';
  const rates = options.rates ?? CROSSREF_RATES;
  const announced = new TokenBucket(Infinity);
  const client = (rate: { perSecond: number; concurrency: number }) => {
    const own = new TokenBucket(rate.perSecond, 1000);
    return createHttpClient({
      timeoutMs: options.timeoutMs ?? 10_000,
      retries: options.retries ?? 2,
      concurrency: rate.concurrency,
      rateLimit: async () => {
        await own.take();
        await announced.take();
      },
      onReply: (response) => {
        const rate = announcedRate(response.headers);
        if (rate) announced.setRate(rate.limit, rate.intervalMs);
      },
      headers: { 'user-agent': `Receipts/1.0${contact}` },
    });
  };
  return {
    baseUrl: config.crossrefBaseUrl.replace(/\/+$/u, ''),
    mailto: config.crossrefMailto,
    http: { search: client(rates.search), work: client(rates.work) },
    announcedPerSecond: () => announced.perSecond,
  };
}
