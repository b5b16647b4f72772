import type { z } from 'zod';
import { notAvailableYet } from '../errors.ts';
import { protectedProcedure } from '../trpc/init.ts';

type OpenApiPath = `/${string}`;

/**
 * A call of SPEC §7 whose feature lands in a later issue: it exists at its path, checks the
 * session and its input, and answers 501 until then.
 */
export function notAvailableProcedure<I extends z.ZodType, O extends z.ZodType>(options: {
  method: 'GET' | 'POST';
  path: OpenApiPath;
  tag: string;
  feature: string;
  input: I;
  output: O;
}) {
  return protectedProcedure
    .meta({
      openapi: {
        method: options.method,
        path: options.path,
        tags: [options.tag],
        summary: `${options.feature} (not available yet: answers 501)`,
        protect: true,
      },
    })
    .input(options.input)
    .output(options.output)
    .mutation(() => {
      throw notAvailableYet(options.feature);
    });
}
