import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiTokenEntity, type ApiToken } from '@receipts/db';
import {
  API_TOKEN_PREFIX,
  type ApiTokenCreate,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@receipts/domain';

/** Last use is written back at most this often, so a script's reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** "rcp_" and 43 base64url characters: 256 random bits. */
const TOKEN_PATTERN = /^rcp_[A-Za-z0-9_-]{43}$/;
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;

export interface TokenHolder {
  id: number;
  scope: ApiTokenScope;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * API tokens for scripts. Nothing is cached: every request looks its token up (one indexed read),
 * so a revoked or expired token fails on its next request on every process of a deployment.
 */
export class ApiTokenStore {
  constructor(private readonly now: () => number = Date.now) {}

  async create(
    em: EntityManager,
    input: ApiTokenCreate,
  ): Promise<{ entity: ApiToken; token: string }> {
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const entity = em.create(ApiTokenEntity, {
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(token),
      prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
      createdAt: new Date(this.now()),
      lastUsedAt: null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    });
    await em.flush();
    return { entity, token };
  }

  list(em: EntityManager): Promise<ApiToken[]> {
    return em.find(ApiTokenEntity, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** True when a token was deleted. */
  async revoke(em: EntityManager, id: number): Promise<boolean> {
    return (await em.nativeDelete(ApiTokenEntity, { id })) > 0;
  }

  /** The token's holder, or null when it is malformed, unknown, revoked or expired. */
  async authenticate(em: EntityManager, token: string): Promise<TokenHolder | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const entity = await em.findOne(ApiTokenEntity, { tokenHash: hashToken(token) });
    const now = this.now();
    if (!entity || (entity.expiresAt && entity.expiresAt.getTime() <= now)) return null;
    if (!entity.lastUsedAt || now - entity.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await em.nativeUpdate(ApiTokenEntity, { id: entity.id }, { lastUsedAt: new Date(now) });
    }
    return { id: entity.id, scope: entity.scope as ApiTokenScope };
  }
}

export const toApiTokenInfo = (entity: ApiToken) => ({
  id: entity.id,
  name: entity.name,
  scope: entity.scope as ApiTokenScope,
  prefix: entity.prefix,
  createdAt: entity.createdAt.toISOString(),
  lastUsedAt: entity.lastUsedAt?.toISOString() ?? null,
  expiresAt: entity.expiresAt?.toISOString() ?? null,
});

export const toCreatedApiToken = (entity: ApiToken, token: string): CreatedApiToken => ({
  ...toApiTokenInfo(entity),
  token,
});
