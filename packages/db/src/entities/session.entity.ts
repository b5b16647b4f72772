import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** A signed-in browser. The cookie carries the id; only its SHA-256 is stored. */
export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    id: p.integer().primary().autoincrement(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().columnType('timestamptz'),
    expiresAt: p.datetime().columnType('timestamptz').index(),
    lastSeenAt: p.datetime().columnType('timestamptz'),
  },
});
export type Session = InferEntity<typeof SessionEntity>;
