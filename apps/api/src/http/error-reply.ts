import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { databaseRestarting, isDatabaseConnectionLost } from './database-availability.ts';
import {
  AppError,
  describeIssues,
  INTERNAL_ERROR_MESSAGE,
  MAX_REPORTED_ISSUES,
} from '../errors.ts';

/** The JSON body of every error reply, whichever route answered. */
export interface ErrorBody {
  message: string;
  /** The field problems of a rejected input, for scripts; `message` already names them. */
  issues?: { path: PropertyKey[]; message: string }[];
}

export interface ErrorReply {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

const issuesOf = (error: ZodError) =>
  error.issues.slice(0, MAX_REPORTED_ISSUES).map(({ path, message }) => ({ path, message }));

/** A server fault's own text is for the log, not for the person (501–504 say what is missing). */
const hidesMessage = (status: number) => status >= 500 && !(status >= 501 && status <= 504);

function reply(status: number, body: ErrorBody, headers: Record<string, string> = {}): ErrorReply {
  return { status, body, headers };
}

/**
 * The one mapper: whatever was thrown (AppError, a zod error, a tRPC or Hono error, anything)
 * becomes a status and `{ "message": … }` for tRPC, the REST paths and plain Hono routes alike.
 */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    return reply(
      error.status,
      { message: hidesMessage(error.status) ? INTERNAL_ERROR_MESSAGE : error.message },
      error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {},
    );
  }
  if (error instanceof ZodError) {
    return reply(400, { message: describeIssues(error.issues), issues: issuesOf(error) });
  }
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError || error.cause instanceof ZodError) {
      return toErrorReply(error.cause);
    }
    if (isDatabaseConnectionLost(error.cause)) return toErrorReply(databaseRestarting());
    const status = getHTTPStatusCodeFromError(error);
    return reply(status, {
      message: hidesMessage(status) ? INTERNAL_ERROR_MESSAGE : error.message,
    });
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    return reply(status, {
      message: hidesMessage(status) || !error.message ? INTERNAL_ERROR_MESSAGE : error.message,
    });
  }
  if (isDatabaseConnectionLost(error)) return toErrorReply(databaseRestarting());
  return reply(500, { message: INTERNAL_ERROR_MESSAGE });
}

/** The reply as a fetch Response (plain Hono routes, the REST adapter). */
export function errorResponse(error: unknown, extraHeaders?: Headers): Response {
  const { status, body, headers } = toErrorReply(error);
  const response = Response.json(body, { status, headers });
  extraHeaders?.forEach((value, key) => response.headers.append(key, value));
  return response;
}

/** For tRPC callers: an AppError as the TRPCError of the same status, keeping it as the cause. */
export function toTrpcError(error: AppError): TRPCError {
  return new TRPCError({
    code: TRPC_CODE_BY_STATUS[error.status] ?? 'INTERNAL_SERVER_ERROR',
    message: error.message,
    cause: error,
  });
}

/** Only server faults are logged: everything else is the request's own doing. */
export function isServerFault(error: unknown): boolean {
  const { status } = toErrorReply(error);
  return status >= 500 && status !== 501;
}
