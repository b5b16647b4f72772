import { bookJobStartInput, jobSchema } from '@receipts/domain';
import { jobView, startBookJob } from '../../jobs/book-jobs.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const start = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{id}/jobs',
      tags: ['jobs'],
      summary:
        'Start a job on the book (kind validate-all or extract-citations) and answer at once; the same kind already running is joined, another kind is a 409',
      protect: true,
    },
  })
  .input(bookJobStartInput)
  .output(jobSchema)
  .mutation(async ({ ctx, input }) =>
    jobView(await startBookJob(ctx.em, ctx.jobs, input.kind, input.id)),
  );
