import { jobIdInput, jobSchema } from '@receipts/domain';
import { findJobOrThrow, jobView } from '../../jobs/book-jobs.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const get = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/jobs/{id}',
      tags: ['jobs'],
      summary:
        "A job's state (queued, running, completed, failed, cancelled), progress (done of total), and its reply or error once finished",
      protect: true,
    },
  })
  .input(jobIdInput)
  .output(jobSchema)
  .query(async ({ ctx, input }) => jobView(await findJobOrThrow(ctx.em, input.id)));
