import { bookIdInput, jobSchema } from '@receipts/domain';
import { currentJobOf, jobView } from '../../jobs/book-jobs.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const current = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/jobs/current',
      tags: ['jobs'],
      summary: "The book's queued or running job, else its latest one, else null",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(jobSchema.nullable())
  .query(async ({ ctx, input }) => {
    const job = await currentJobOf(ctx.em, input.id);
    return job ? jobView(job) : null;
  });
