/**
 * Slows down password guessing per client: after FREE_ATTEMPTS failures, each further failure
 * doubles the wait before the next attempt, up to MAX_DELAY_MS. A success clears the record, and a
 * record forgets itself after a quiet hour, so the owner is never locked out for good.
 *
 * An attempt counts as a failure from the moment it is let through (`beginAttempt`), before the
 * slow password check runs: parallel attempts cannot all pass the check of an empty record.
 */
const FREE_ATTEMPTS = 5;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 15 * 60 * 1000;
const FORGET_AFTER_MS = 60 * 60 * 1000;
const MAX_TRACKED_CLIENTS = 10_000;

interface Record {
  failures: number;
  blockedUntil: number;
  lastFailureAt: number;
}

export class LoginThrottle {
  private readonly records = new Map<string, Record>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds the client must still wait, or 0 when it may try. */
  retryAfterMs(client: string): number {
    const record = this.current(client);
    return record ? Math.max(0, record.blockedUntil - this.now()) : 0;
  }

  /**
   * Lets an attempt through and counts it as failed until `recordSuccess` says otherwise; or, when
   * the client must wait, counts nothing and returns the milliseconds left.
   */
  beginAttempt(client: string): number {
    const waitMs = this.retryAfterMs(client);
    if (waitMs === 0) this.recordFailure(client);
    return waitMs;
  }

  recordFailure(client: string): void {
    const now = this.now();
    const record = this.current(client) ?? { failures: 0, blockedUntil: 0, lastFailureAt: now };
    record.failures += 1;
    record.lastFailureAt = now;
    const over = record.failures - FREE_ATTEMPTS;
    if (over >= 0) {
      record.blockedUntil = now + Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** over);
    }
    this.records.delete(client);
    this.records.set(client, record);
    if (this.records.size > MAX_TRACKED_CLIENTS) {
      const oldest = this.records.keys().next().value;
      if (oldest !== undefined) this.records.delete(oldest);
    }
  }

  recordSuccess(client: string): void {
    this.records.delete(client);
  }

  private current(client: string): Record | undefined {
    const record = this.records.get(client);
    if (
      record &&
      this.now() - record.lastFailureAt > FORGET_AFTER_MS &&
      this.now() > record.blockedUntil
    ) {
      this.records.delete(client);
      return undefined;
    }
    return record;
  }
}
