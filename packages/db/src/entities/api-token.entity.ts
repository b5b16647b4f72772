import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/**
 * A script's key to the REST and tRPC API. The secret is shown once; only its SHA-256 is stored,
 * beside the first characters for the owner to recognise it. Revoking deletes the row.
 */
export const ApiTokenEntity = defineEntity({
  name: 'ApiToken',
  tableName: 'api_token',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    /** 'read' (GET and queries only) or 'write' (everything a session may do but manage tokens). */
    scope: p.string().length(8),
    tokenHash: p.string().length(64).unique(),
    /** The secret's first characters ("rcp_Xy3…"), to tell tokens apart in a list. */
    prefix: p.string().length(16),
    createdAt: p.datetime().columnType('timestamptz'),
    lastUsedAt: p.datetime().columnType('timestamptz').nullable(),
    expiresAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export type ApiToken = InferEntity<typeof ApiTokenEntity>;
