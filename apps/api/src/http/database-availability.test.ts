import { describe, expect, it } from 'vitest';
import { isDatabaseConnectionLost } from './database-availability.ts';

/** An error as MikroORM wraps the driver's: the driver's error as its cause. */
const wrapped = (message: string, code?: string) => {
  const cause = Object.assign(new Error(message), code ? { code } : {});
  return Object.assign(new Error(`select 1 - ${message}`), { name: 'DriverException', cause });
};

describe('isDatabaseConnectionLost', () => {
  it.each([
    ['Connection terminated unexpectedly', undefined],
    ['Transaction query already complete, run with DEBUG=knex:tx for more info', undefined],
    ['timeout exceeded when trying to connect', undefined],
    ['Cannot use a pool after calling end on the pool', undefined],
    ['Client was closed and is not queryable', undefined],
    ['terminating connection due to administrator command', '57P01'],
    ['the database system is not yet accepting connections', '57P03'],
    ['connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'],
  ])('knows "%s" as a database that went away', (message, code) => {
    expect(isDatabaseConnectionLost(wrapped(message, code))).toBe(true);
  });

  it('does not take a query error for a lost database', () => {
    expect(
      isDatabaseConnectionLost(wrapped('duplicate key value violates unique constraint', '23505')),
    ).toBe(false);
  });
});
