import type { AppConfig } from '../../config.ts';
import { createHttpClient, type HttpClient } from '../http/index.ts';

/**
 * Crossref's scholarly index: the base URL, the contact address for its polite pool, and an HTTP
 * client that identifies us, waits at most 10 s per attempt, retries 429/5xx with backoff
 * (honouring Retry-After) and keeps at most 3 requests in flight. Tests point `baseUrl` at a
 * stand-in server; `crossref-client.ts` speaks the API through it.
 */
export interface CrossrefAdapter {
  baseUrl: string;
  mailto: string | undefined;
  http: HttpClient;
}

export function createCrossrefAdapter(
  config: Pick<AppConfig, 'crossrefBaseUrl' | 'crossrefMailto'>,
  options: { timeoutMs?: number; retries?: number } = {},
): CrossrefAdapter {
  const contact = config.crossrefMailto ? ` (mailto:${config.crossrefMailto})` : '';
  return {
    baseUrl: config.crossrefBaseUrl.replace(/\/+$/u, ''),
    mailto: config.crossrefMailto,
    http: createHttpClient({
      timeoutMs: options.timeoutMs ?? 10_000,
      retries: options.retries ?? 2,
      concurrency: 3,
      headers: { 'user-agent': `Receipts/1.0${contact}` },
    }),
  };
}
