import { createConcurrencyLimit } from './concurrency-limit.ts';
import { HttpClientError } from './http-client-error.ts';
import { backoffDelay, parseRetryAfter } from './retry-after.ts';

export interface HttpClientOptions {
  /** Each attempt's limit, body included. */
  timeoutMs?: number;
  /** Further attempts after a 429 or 5xx reply (never after a 4xx, a timeout or no connection). */
  retries?: number;
  /** Backoff: a random wait below min(maxDelayMs, baseDelayMs·2^attempt). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A Retry-After above this is not waited for: the call fails at once, reporting the wait. */
  maxRetryAfterMs?: number;
  /** At most this many requests of this client in flight at once. */
  concurrency?: number;
  /** Awaited before every attempt, retries included (a token bucket's take). */
  rateLimit?: () => Promise<void>;
  /** Sees every reply's headers, retries' included (a service announcing its rate limit). */
  onReply?: (response: Response) => void;
  /** Headers sent with every request (User-Agent, API keys). */
  headers?: Record<string, string>;
  /** Swappable for tests of timing; default: real timers and Math.random. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface HttpRequest extends Omit<RequestInit, 'signal'> {
  signal?: AbortSignal;
  timeoutMs?: number;
}

const DEFAULTS = {
  timeoutMs: 10_000,
  retries: 2,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 10_000,
};

const EXCERPT_CHARS = 500;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const retryable = (status: number) => status === 429 || status >= 500;

export type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * How this server calls Crossref (Gemini goes through @google/genai instead): every attempt under
 * AbortSignal.timeout, retries with jittered backoff on 429/5xx only, Retry-After honoured (seconds
 * or an HTTP date) up to a cap, optional bounded concurrency and rate limit (awaited inside the
 * concurrency slot, just before the request goes), and failures as HttpClientError.
 */
export function createHttpClient(options: HttpClientOptions = {}) {
  const settings = { ...DEFAULTS, ...options };
  const sleep = options.sleep ?? wait;
  const limit = options.concurrency ? createConcurrencyLimit(options.concurrency) : undefined;

  async function attempt(url: string, init: HttpRequest): Promise<Response> {
    await options.rateLimit?.();
    const { timeoutMs = settings.timeoutMs, signal, headers, ...rest } = init;
    const timeout = AbortSignal.timeout(timeoutMs);
    const merged = new Headers(settings.headers);
    new Headers(headers).forEach((value, key) => merged.set(key, value));
    try {
      const response = await fetch(url, {
        ...rest,
        headers: merged,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      // Read the body under the same deadline, so a reply that stalls half-way also times out.
      const body = await response.arrayBuffer();
      options.onReply?.(response);
      return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (timeout.aborted) {
        throw new HttpClientError('timeout', url, `${url} did not answer in ${timeoutMs} ms`, {
          cause: error,
        });
      }
      if (signal?.aborted) throw error;
      throw new HttpClientError('unreachable', url, `${url} could not be reached`, {
        cause: error,
      });
    }
  }

  /** The reply when its status is 2xx/3xx; otherwise HttpClientError('status'), after retries. */
  async function request(url: string, init: HttpRequest = {}): Promise<Response> {
    for (let retry = 0; ; retry += 1) {
      const response = limit ? await limit(() => attempt(url, init)) : await attempt(url, init);
      if (response.status < 400) return response;
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      const failure = async () =>
        new HttpClientError('status', url, `${url} answered ${response.status}`, {
          status: response.status,
          bodyExcerpt: (await response.text()).slice(0, EXCERPT_CHARS),
          retryAfterSeconds:
            retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
        });
      if (!retryable(response.status) || retry >= settings.retries) throw await failure();
      if (retryAfterMs !== undefined && retryAfterMs > settings.maxRetryAfterMs) {
        throw await failure();
      }
      const backoff = { baseMs: settings.baseDelayMs, maxMs: settings.maxDelayMs };
      await sleep(retryAfterMs ?? backoffDelay(retry, backoff, options.random));
    }
  }

  /** request() and the body parsed as JSON; a body that is not JSON is HttpClientError('malformed'). */
  async function getJson<T = unknown>(url: string, init: HttpRequest = {}): Promise<T> {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    const response = await request(url, { ...init, headers });
    const text = await response.text();
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new HttpClientError('malformed', url, `${url} sent a body that is not JSON`, {
        cause: error,
        status: response.status,
        bodyExcerpt: text.slice(0, EXCERPT_CHARS),
      });
    }
  }

  return { request, getJson };
}
