import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Slows down password guessing, in PostgreSQL so that every app process counts the same attempts.
 * Two budgets, each a row of `login_throttle`:
 *
 * - **per client address**: after 5 failures each further failure doubles the wait before the next
 *   attempt, up to 15 minutes; forgotten after a quiet hour;
 * - **all addresses together** (there is one shared password, so guesses spread over many
 *   addresses must not all be checked): after 20 failures each further one doubles a wait that
 *   every address shares, up to 60 seconds, so a stranger can delay the owner's sign-in by a
 *   minute at most (signed-in sessions are not affected); forgotten after a quiet 15 minutes.
 *
 * An attempt counts as a failure from the moment it is let through (`beginAttempt`), before the
 * slow password check runs: parallel attempts cannot all pass the check of an empty record. Both
 * rows are locked for that (the shared one first, always), so processes cannot both let an
 * attempt through on one count. A success clears the address's record and takes its attempt back
 * from the shared count.
 */
interface Budget {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export const PER_ADDRESS: Budget = {
  freeAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 60 * 60 * 1000,
};
export const ALL_ADDRESSES: Budget = {
  freeAttempts: 20,
  baseDelayMs: 1000,
  maxDelayMs: 60 * 1000,
  forgetAfterMs: 15 * 60 * 1000,
};
/** The row of the budget all addresses share (no address is written like this). */
const EVERYONE = '*';

interface Row {
  failures: number;
  blockedUntil: number;
  lastFailureAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const clientKey = (client: string) => client.slice(0, 64) || 'unknown';

export class LoginThrottle {
  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Lets an attempt through and counts it as failed until `recordSuccess` says otherwise; or, when
   * the client (or everyone) must wait, counts nothing and returns the milliseconds left.
   */
  async beginAttempt(em: EntityManager, client: string): Promise<number> {
    const now = this.now();
    const key = clientKey(client);
    return em.transactional(async (tx) => {
      const everyone = await this.lockRow(tx, EVERYONE, ALL_ADDRESSES, now);
      const mine = await this.lockRow(tx, key, PER_ADDRESS, now);
      const waitMs = Math.max(0, everyone.blockedUntil - now, mine.blockedUntil - now);
      if (waitMs > 0) return waitMs;
      await this.writeFailure(tx, EVERYONE, everyone, ALL_ADDRESSES, now);
      await this.writeFailure(tx, key, mine, PER_ADDRESS, now);
      await tx.execute(
        `delete from "login_throttle" where "client" <> ? and "last_failure_at" < ? and "blocked_until" < ?`,
        [EVERYONE, iso(now - PER_ADDRESS.forgetAfterMs), iso(now)],
      );
      return 0;
    });
  }

  async recordSuccess(em: EntityManager, client: string): Promise<void> {
    await em.transactional(async (tx) => {
      await tx.execute(
        `update "login_throttle" set "failures" = greatest("failures" - 1, 0) where "client" = ?`,
        [EVERYONE],
      );
      await tx.execute(`delete from "login_throttle" where "client" = ?`, [clientKey(client)]);
    });
  }

  /** The row of `client`, locked for this transaction; a fresh one when none or long quiet. */
  private async lockRow(tx: EntityManager, client: string, budget: Budget, now: number) {
    await tx.execute(
      `insert into "login_throttle" ("client", "failures", "blocked_until", "last_failure_at")
       values (?, 0, ?, ?) on conflict do nothing`,
      [client, iso(0), iso(0)],
    );
    const [row] = await tx.execute<{ failures: number; blocked: string; last: string }[]>(
      `select "failures", extract(epoch from "blocked_until") * 1000 as "blocked",
              extract(epoch from "last_failure_at") * 1000 as "last"
       from "login_throttle" where "client" = ? for update`,
      [client],
    );
    const current: Row = {
      failures: row?.failures ?? 0,
      blockedUntil: Number(row?.blocked ?? 0),
      lastFailureAt: Number(row?.last ?? 0),
    };
    const forgotten =
      now - current.lastFailureAt > budget.forgetAfterMs && now > current.blockedUntil;
    return forgotten ? { failures: 0, blockedUntil: 0, lastFailureAt: 0 } : current;
  }

  private async writeFailure(
    tx: EntityManager,
    client: string,
    row: Row,
    budget: Budget,
    now: number,
  ): Promise<void> {
    const failures = row.failures + 1;
    const over = failures - budget.freeAttempts;
    const blockedUntil =
      over >= 0
        ? now + Math.min(budget.maxDelayMs, budget.baseDelayMs * 2 ** over)
        : row.blockedUntil;
    await tx.execute(
      `update "login_throttle" set "failures" = ?, "blocked_until" = ?, "last_failure_at" = ?
       where "client" = ?`,
      [failures, iso(blockedUntil), iso(now), client],
    );
  }
}
