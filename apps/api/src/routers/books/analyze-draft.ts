import { bookIdInput, bookSchema } from '@receipts/domain';
import { analyzeBookDraft } from '../../services/draft-analysis.service.ts';
import { toBook } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const analyzeDraft = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{id}/draft-analysis',
      tags: ['ai'],
      summary:
        "Analyse the book's plan (structure, chapters against targets, milestones, gaps, risks) into aiAnalysisLog",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(bookSchema)
  .mutation(async ({ ctx, input }) =>
    toBook(await analyzeBookDraft(ctx.em, await ctx.adapters.ai.engine(ctx.em), input.id)),
  );
