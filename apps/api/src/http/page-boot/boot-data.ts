import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { createCallerFactory } from '../../trpc/init.ts';
import { appRouter } from '../../router.ts';
import type { Context } from '../../trpc/context.ts';

/** One query's answer as the web app's cache keeps it: the procedure's path, its input, its data. */
export interface BootQuery {
  path: string;
  input?: unknown;
  /** The first page of an infinite query (its cursor unset). */
  infinite?: true;
  data: unknown;
}

const createCaller = createCallerFactory(appRouter);

/** Calls procedures by path for one request and keeps each answer it got. */
export interface BootRecorder {
  /** The procedure's answer, or undefined when it refused (the page's own call reports that). */
  query<T = unknown>(
    path: string,
    input?: unknown,
    options?: { infinite?: true },
  ): Promise<T | undefined>;
  readonly queries: BootQuery[];
}

export function bootRecorder(ctx: Context): BootRecorder {
  const caller = createCaller(ctx) as unknown as Record<string, unknown>;
  const queries: BootQuery[] = [];
  return {
    queries,
    async query<T>(path: string, input?: unknown, options: { infinite?: true } = {}) {
      const procedure = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
      try {
        const data = (await (procedure as (input: unknown) => Promise<unknown>)(input)) as T;
        queries.push({ path, ...(input === undefined ? {} : { input }), ...options, data });
        return data;
      } catch (error) {
        if (isRefusal(error)) return undefined;
        throw error;
      }
    },
  };
}

/** A 4xx the page would get from its own call too (a deleted book, say): not the server's fault. */
function isRefusal(error: unknown): boolean {
  return error instanceof TRPCError && getHTTPStatusCodeFromError(error) < 500;
}

/**
 * The answers as a JSON data block for the end of the body. Every `<` is escaped, so no text in the
 * data (a chapter's HTML) can close the element or open a comment.
 */
export function bootDataScript(queries: readonly BootQuery[]): string {
  const json = JSON.stringify({ queries }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="boot-data">${json}</script>`;
}
