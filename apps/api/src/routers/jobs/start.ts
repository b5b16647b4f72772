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
        "Start a job on the book (kind validate-all, extract-citations, or export with its options) and answer at once; the same job already running is joined, another is a 409. An export job's file is then at GET /api/jobs/{id}/file",
      protect: true,
    },
  })
  .input(bookJobStartInput)
  .output(jobSchema)
  .mutation(async ({ ctx, input }) =>
    jobView(await startBookJob(ctx.em, ctx.jobs, input.kind, input.id, input.export ?? null)),
  );
