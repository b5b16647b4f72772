/**
 * A token bucket per API token: a burst of `capacity` requests, then `refillPerSecond`. Kept in
 * this process's memory (docs/decisions/api-tokens.md): it protects the server from a runaway
 * script, it is not a quota, so N processes may together allow N times as much.
 */
export interface TokenRateLimitOptions {
  capacity: number;
  refillPerSecond: number;
}

const DEFAULTS: TokenRateLimitOptions = { capacity: 120, refillPerSecond: 2 };
const MAX_TRACKED_TOKENS = 10_000;

export class TokenRateLimit {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(
    private readonly options: TokenRateLimitOptions = DEFAULTS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from the token's bucket: 0 when allowed, else the seconds to wait. */
  take(tokenId: number): number {
    const { capacity, refillPerSecond } = this.options;
    const now = this.now();
    const bucket = this.buckets.get(tokenId) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(
      capacity,
      bucket.tokens + ((now - bucket.at) / 1000) * refillPerSecond,
    );
    bucket.at = now;
    this.buckets.delete(tokenId);
    this.buckets.set(tokenId, bucket);
    if (this.buckets.size > MAX_TRACKED_TOKENS) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return (1 - bucket.tokens) / refillPerSecond;
  }
}
