import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  badGateway,
  conflict,
  INTERNAL_ERROR_MESSAGE,
  notFound,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
} from '../errors.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { toErrorReply } from './error-reply.ts';
import { createRestHandler } from './rest-handler.ts';

describe('toErrorReply', () => {
  it.each([
    [notFound('Book'), 404, 'Book not found'],
    [conflict('stale'), 409, 'stale'],
    [unauthorized(), 401, 'Please sign in to continue'],
    [badGateway('Crossref answered with nonsense'), 502, 'Crossref answered with nonsense'],
    [serviceUnavailable('Crossref could not be reached'), 503, 'Crossref could not be reached'],
    [new AppError(500, 'SELECT … failed: secret detail'), 500, INTERNAL_ERROR_MESSAGE],
  ])('an AppError keeps its status and its message (%s)', (error, status, message) => {
    expect(toErrorReply(error)).toMatchObject({ status, body: { message } });
  });

  it('sends Retry-After for a 429', () => {
    const reply = toErrorReply(tooManyRequests(2.2, 'Too many failed attempts'));
    expect(reply).toMatchObject({
      status: 429,
      body: { message: 'Too many failed attempts. Try again in 3 seconds.' },
      headers: { 'Retry-After': '3' },
    });
  });

  it('names the fields of a zod error', () => {
    const parsed = z.object({ title: z.string().min(1, 'title is required') }).safeParse({});
    const reply = toErrorReply(parsed.error);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^title: /);
  });

  it('unwraps a TRPCError around an AppError, and hides a server fault', () => {
    expect(
      toErrorReply(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: conflict('x') })),
    ).toMatchObject({ status: 409, body: { message: 'x' } });
    expect(toErrorReply(new TRPCError({ code: 'NOT_FOUND', message: 'Not found' }))).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
    expect(
      toErrorReply(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'pool exhausted' })),
    ).toMatchObject({ status: 500, body: { message: INTERNAL_ERROR_MESSAGE } });
  });

  it('maps a Hono HTTPException and anything else', () => {
    expect(toErrorReply(new HTTPException(413, { message: 'too big' }))).toMatchObject({
      status: 413,
      body: { message: 'too big' },
    });
    expect(toErrorReply(new Error('ECONNRESET'))).toEqual({
      status: 500,
      body: { message: INTERNAL_ERROR_MESSAGE },
      headers: {},
    });
    expect(toErrorReply('a string')).toMatchObject({ status: 500 });
  });
});

/** A tiny router of procedures that fail in every way, served by our real adapters. */
const failing = router({
  crash: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/crash' } })
    .input(z.object({}))
    .output(z.object({}))
    .mutation(() => {
      throw new Error('the disk is full');
    }),
  busy: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/busy' } })
    .input(z.void())
    .output(z.object({}))
    .query(() => {
      throw tooManyRequests(7);
    }),
});

describe('the REST and tRPC adapters answer through the same mapper', () => {
  const rest = createRestHandler({ router: failing, endpoint: '/api' });
  const context = () => ({}) as never;

  it('REST: a crash is a 500 with the readable message, a 429 carries Retry-After', async () => {
    const crash = await rest(new Request('http://x/api/crash', { method: 'POST' }), context);
    expect(crash.status).toBe(500);
    expect(crash.headers.get('content-type')).toBe('application/json');
    expect(await crash.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE });
    const busy = await rest(new Request('http://x/api/busy'), context);
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('7');
    expect(await busy.json()).toEqual({ message: 'Too many requests. Try again in 7 seconds.' });
  });

  it('tRPC: the same status and message', async () => {
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://x/trpc/busy'),
      router: failing,
      createContext: context,
    });
    expect(response.status).toBe(429);
    const body = (await response.json()) as { error: { message: string; data: object } };
    expect(body.error.message).toBe('Too many requests. Try again in 7 seconds.');
    expect(body.error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
  });
});
