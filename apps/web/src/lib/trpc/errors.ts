import { TRPCClientError } from '@trpc/client';

/** True when the server says the session is missing or over (tRPC code UNAUTHORIZED, HTTP 401). */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: string; httpStatus?: number } | undefined;
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

/**
 * The person-readable message of a failed call, for a toast. Server messages are written for people
 * (DESIGN.md, Errors); anything that looks like raw JSON or a stack is replaced by the fallback.
 */
export function errorMessage(error: unknown, fallback?: string): string | undefined {
  const message = error instanceof Error ? error.message.trim() : '';
  if (
    !message ||
    message.startsWith('{') ||
    message.startsWith('[') ||
    message.includes('\n    at ')
  ) {
    return fallback;
  }
  return message;
}
