import type { MiddlewareHandler } from 'hono';
import { serviceUnavailable } from '../errors.ts';

export const DATABASE_RESTARTING_MESSAGE =
  'The database is restarting after a failure. Try again in a few seconds; nothing saved was lost.';
const RETRY_AFTER_SECONDS = 2;

export const databaseRestarting = () =>
  serviceUnavailable(DATABASE_RESTARTING_MESSAGE, RETRY_AFTER_SECONDS);

/** SQLSTATEs and socket errors of a database that went away or is still recovering. */
const LOST_CODES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
// pg's and knex's own words (no SQLSTATE). When the connection dies inside a transaction, knex
// rolls it back and the transaction's next statement fails with "Transaction query already
// complete" (seen under load: the write answered 500, not 503).
const LOST_MESSAGE =
  /Connection terminated|connection (?:is )?(?:closed|terminated)|server closed the connection|Client has encountered a connection error|Client was closed and is not queryable|the database system is (?:starting up|in recovery mode|shutting down|not yet accepting connections)|terminating connection|Unable to acquire a connection|timeout exceeded when trying to connect|Cannot use a pool after calling end|Transaction query already complete/i;

/** Whether `error` (or one of its causes) says the database connection was lost or refused. */
export function isDatabaseConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && LOST_CODES.has(code)) return true;
    if (typeof message === 'string' && LOST_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * While the embedded database is being restarted, requests that need it are answered at once with
 * 503 and a message a person can read, instead of each failing on a dead connection.
 */
export function databaseAvailability(available: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!available() && c.req.path !== '/api/openapi.json' && c.req.path !== '/api/docs') {
      throw databaseRestarting();
    }
    await next();
  };
}
