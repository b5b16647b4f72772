import { eeatLogSchema, pageInput, pageOf } from '@receipts/domain';
import { z } from 'zod';
import { toEeatLog } from '../../services/dto.ts';
import { countEeatLogs, listEeatLogs } from '../../services/eeat-logs.service.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';

const list = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/eeat-logs',
      tags: ['quality'],
      summary:
        'E-E-A-T scoring history, newest first: all of it, or `limit` entries from `cursor` (the next page is in the Link header)',
      protect: true,
    },
  })
  // Optional, so SPEC's body-less call (and tRPC's list() with no input) reads everything.
  .input(pageInput.default({}))
  .output(z.array(eeatLogSchema))
  .query(async ({ ctx, input }) => {
    const { items, nextCursor } = await listEeatLogs(ctx.em, input);
    if (nextCursor && input.limit !== undefined) {
      const next = new URLSearchParams({ limit: String(input.limit), cursor: nextCursor });
      ctx.responseHeaders.set('Link', `</api/eeat-logs?${next}>; rel="next"`);
    }
    return items.map(toEeatLog);
  });

/** The web app's infinite list: a page with the next cursor and the total. */
const page = protectedProcedure
  .input(pageInput.extend({ limit: pageInput.shape.limit.unwrap().default(50) }))
  .output(pageOf(eeatLogSchema))
  .query(async ({ ctx, input }) => {
    const { items, nextCursor } = await listEeatLogs(ctx.em, input);
    const total = await countEeatLogs(ctx.em);
    return { items: items.map(toEeatLog), nextCursor, total };
  });

export const eeatLogsRouter = router({ list, page });
