import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionEntity } from '@receipts/db';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written back at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/**
 * How long a validated session is trusted from memory before the database is asked again. Short,
 * because with several app processes a sign-out is written by one of them: every other process
 * honours it within this time (docs/decisions/multi-process.md).
 */
export const SESSION_CACHE_TTL_MS = 2 * 1000;

export interface ActiveSession {
  id: number;
  createdAt: Date;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Server-side sessions: the cookie holds 256 random bits, the table holds their hash. Validated
 * sessions are cached in memory for two seconds; logout clears this process's entry at once.
 */
export class SessionStore {
  private readonly cache = new Map<string, { session: ActiveSession; checkedAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async create(em: EntityManager): Promise<{ token: string; session: ActiveSession }> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date(this.now());
    const entity = em.create(SessionEntity, {
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    await em.flush();
    const session = { id: entity.id, createdAt: entity.createdAt, expiresAt: entity.expiresAt };
    return { token, session };
  }

  async validate(em: EntityManager, token: string | undefined): Promise<ActiveSession | null> {
    if (!token || token.length > 128) return null;
    const tokenHash = hashToken(token);
    const now = this.now();
    const cached = this.cache.get(tokenHash);
    if (
      cached &&
      now - cached.checkedAt < SESSION_CACHE_TTL_MS &&
      cached.session.expiresAt.getTime() > now
    ) {
      return cached.session;
    }
    const entity = await em.findOne(SessionEntity, { tokenHash });
    if (!entity || entity.expiresAt.getTime() <= now) {
      this.cache.delete(tokenHash);
      if (entity) await em.nativeDelete(SessionEntity, { id: entity.id });
      return null;
    }
    if (now - entity.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      entity.lastSeenAt = new Date(now);
      entity.expiresAt = new Date(now + SESSION_LIFETIME_MS);
      await em.flush();
    }
    const session = { id: entity.id, createdAt: entity.createdAt, expiresAt: entity.expiresAt };
    this.cache.set(tokenHash, { session, checkedAt: now });
    return session;
  }

  async destroy(em: EntityManager, token: string | undefined): Promise<void> {
    if (!token) return;
    const tokenHash = hashToken(token);
    this.cache.delete(tokenHash);
    await em.nativeDelete(SessionEntity, { tokenHash });
  }

  /** Removes expired rows; run at start. */
  async purgeExpired(em: EntityManager): Promise<void> {
    await em.nativeDelete(SessionEntity, { expiresAt: { $lte: new Date(this.now()) } });
  }
}
