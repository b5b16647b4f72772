import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/**
 * Failed sign-ins, per client address and (under the key `*`) for all addresses together: in the
 * database, so that every app process counts the same attempts.
 */
export const LoginThrottleEntity = defineEntity({
  name: 'LoginThrottle',
  tableName: 'login_throttle',
  properties: {
    client: p.string().length(64).primary(),
    failures: p.integer(),
    blockedUntil: p.datetime().columnType('timestamptz'),
    lastFailureAt: p.datetime().columnType('timestamptz'),
  },
});
export type LoginThrottleRecord = InferEntity<typeof LoginThrottleEntity>;
