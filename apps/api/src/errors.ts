import { TRPCError } from '@trpc/server';
import type { $ZodIssue } from 'zod/v4/core';

/**
 * Errors a person can act on. Each maps to an HTTP status through its tRPC code, and its message is
 * written for the toast that shows it.
 */
export const notFound = (what: string) =>
  new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` });

export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

export const notAvailableYet = (feature: string) =>
  new TRPCError({ code: 'NOT_IMPLEMENTED', message: `${feature} is not available yet` });

export const unauthorized = () =>
  new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });

/** "title: title is required; genre: genre must be one of: …" — names every field at fault. */
export function describeIssues(issues: readonly Pick<$ZodIssue, 'path' | 'message'>[]): string {
  const parts = issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
  });
  return [...new Set(parts)].join('; ') || 'The request is not valid';
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on the server. Nothing was changed.';
