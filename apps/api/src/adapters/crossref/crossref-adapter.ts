import type { AppConfig } from '../../config.ts';
import { createHttpClient, type HttpClient } from '../http/index.ts';

/**
 * The slot for Crossref's scholarly index. For now it holds what the client will need: the base
 * URL, and an HTTP client that identifies us for Crossref's polite pool. The citations feature
 * puts its Crossref client here; tests point `baseUrl` at a stand-in server.
 */
export interface CrossrefAdapter {
  baseUrl: string;
  http: HttpClient;
}

export function createCrossrefAdapter(config: AppConfig): CrossrefAdapter {
  const contact = config.crossrefMailto ? ` (mailto:${config.crossrefMailto})` : '';
  return {
    baseUrl: config.crossrefBaseUrl,
    http: createHttpClient({
      timeoutMs: 10_000,
      retries: 2,
      concurrency: 3,
      headers: { 'user-agent': `Receipts/1.0${contact}` },
    }),
  };
}
