export interface BucketClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: BucketClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A token bucket: `limit` requests per `intervalMs`, at most `burst` at once (1: evenly spaced,
 * so no window of `intervalMs` ever holds more than `limit`). Callers wait their turn first come,
 * first served. Without a limit (Infinity) every take passes at once; `setRate` changes the rate
 * on the fly (a service announcing its own limit).
 */
export class TokenBucket {
  #perMs: number;
  #tokens: number;
  #last: number;
  #queue: Promise<void> = Promise.resolve();

  constructor(
    limit: number,
    intervalMs = 1000,
    private readonly burst = 1,
    private readonly clock: BucketClock = realClock,
  ) {
    this.#perMs = limit / intervalMs;
    this.#tokens = burst;
    this.#last = clock.now();
  }

  /** Requests per second now allowed. */
  get perSecond(): number {
    return this.#perMs * 1000;
  }

  setRate(limit: number, intervalMs: number): void {
    this.#refill();
    this.#perMs = limit / intervalMs;
  }

  /** Resolves when a request may go. */
  take(): Promise<void> {
    const turn = this.#queue.then(() => this.#waitForToken());
    this.#queue = turn.catch(() => {});
    return turn;
  }

  async #waitForToken(): Promise<void> {
    for (;;) {
      if (this.#perMs === Infinity) return;
      this.#refill();
      if (this.#tokens >= 1) {
        this.#tokens -= 1;
        return;
      }
      await this.clock.sleep(Math.ceil((1 - this.#tokens) / this.#perMs));
    }
  }

  #refill() {
    const now = this.clock.now();
    this.#tokens = Math.min(this.burst, this.#tokens + (now - this.#last) * this.#perMs);
    this.#last = now;
  }
}

/**
 * The rate a service announces in `X-Rate-Limit-Limit` ("50") and `X-Rate-Limit-Interval`
 * ("1s", "500ms", "1m"), or null when either is absent or unreadable.
 */
export function announcedRate(headers: Headers): { limit: number; intervalMs: number } | null {
  const limit = Number(headers.get('x-rate-limit-limit')?.trim());
  const interval = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/iu.exec(
    headers.get('x-rate-limit-interval')?.trim() ?? '',
  );
  if (!Number.isFinite(limit) || limit <= 0 || !interval) return null;
  const unitMs = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[
    (interval[2]?.toLowerCase() ?? 's') as 'ms' | 's' | 'm' | 'h'
  ];
  const intervalMs = Number(interval[1]) * unitMs;
  return intervalMs > 0 ? { limit, intervalMs } : null;
}
