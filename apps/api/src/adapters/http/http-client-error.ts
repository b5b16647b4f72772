export type HttpFailure = 'timeout' | 'unreachable' | 'status' | 'malformed';

/** Why a call to an outside service failed, typed so callers can answer the person sensibly. */
export class HttpClientError extends Error {
  override readonly name = 'HttpClientError';

  constructor(
    readonly failure: HttpFailure,
    readonly url: string,
    message: string,
    options: {
      cause?: unknown;
      status?: number;
      /** The start of the reply body, for the log. */
      bodyExcerpt?: string;
      /** What the service asked us to wait, in seconds, when it said (429/503). */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.bodyExcerpt = options.bodyExcerpt;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  readonly status: number | undefined;
  readonly bodyExcerpt: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  /** The service is down, busy or slow (as opposed to answering something we cannot use). */
  get unavailable(): boolean {
    return (
      this.failure === 'timeout' ||
      this.failure === 'unreachable' ||
      (this.status !== undefined && (this.status === 429 || this.status >= 500))
    );
  }
}
