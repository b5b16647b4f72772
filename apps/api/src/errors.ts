import { plural } from '@receipts/domain';
import type { $ZodIssue } from 'zod/v4/core';

/**
 * An error a person can act on: an HTTP status and a message written for the toast that shows it.
 * Services and adapters throw it; they know nothing of tRPC or Hono. One mapper
 * (`http/error-reply.ts`) turns it, and anything else thrown, into the `{ "message": … }` reply.
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly status: number,
    message: string,
    /** Sent as the Retry-After header (seconds). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);

export const badRequest = (message: string) => new AppError(400, message);

export const unauthorized = () => new AppError(401, 'Please sign in to continue');

export const forbidden = (message: string) => new AppError(403, message);

export const conflict = (message: string) => new AppError(409, message);

export const tooLarge = (message = 'The request is too large') => new AppError(413, message);

/** 429 with Retry-After; `what` is the sentence before "Try again in N seconds." */
export const tooManyRequests = (retryAfterSeconds: number, what = 'Too many requests') => {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, `${what}. Try again in ${plural(wait, 'second')}.`, wait);
};

/** An outside service (Crossref, Gemini) answered with an error or nonsense. */
export const badGateway = (message: string) => new AppError(502, message);

/** An outside service could not be reached or did not answer in time. */
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new AppError(503, message, retryAfterSeconds);

/** An error names at most this many problems: a list of 500,000 bad ids is not echoed back. */
export const MAX_REPORTED_ISSUES = 10;

/** "title: title is required; genre: genre must be one of: …" — names every field at fault. */
export function describeIssues(issues: readonly Pick<$ZodIssue, 'path' | 'message'>[]): string {
  const parts = new Set<string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    parts.add(
      field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message,
    );
    if (parts.size > MAX_REPORTED_ISSUES) break;
  }
  const named = [...parts].slice(0, MAX_REPORTED_ISSUES);
  const more = issues.length > named.length && parts.size > MAX_REPORTED_ISSUES;
  return (
    named.join('; ') + (more ? `; and ${issues.length - named.length} more` : '') ||
    'The request is not valid'
  );
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on the server. Nothing was changed.';
