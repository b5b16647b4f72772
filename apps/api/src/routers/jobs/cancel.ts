import { jobIdInput, jobSchema } from '@receipts/domain';
import { cancelJob, jobView } from '../../jobs/book-jobs.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const cancel = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/jobs/{id}/cancel',
      tags: ['jobs'],
      summary:
        'Ask a queued or running job to stop: it ends as cancelled within about a second, putting back what it had not reached; a finished job is answered as it is',
      protect: true,
    },
  })
  .input(jobIdInput)
  .output(jobSchema)
  .mutation(async ({ ctx, input }) => jobView(await cancelJob(ctx.em, input.id)));
