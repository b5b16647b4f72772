import { chapterIdInput, eeatBreakdownSchema } from '@receipts/domain';
import { z } from 'zod';
import { scoreChapter } from '../../services/eeat-scoring.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const scoreEeat = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/chapters/{id}/score-eeat',
      tags: ['ai'],
      summary:
        'Score the chapter on E-E-A-T (offline engine, or Gemini when configured); stores the score and a log entry',
      protect: true,
    },
  })
  .input(chapterIdInput)
  .output(z.object({ score: z.number(), breakdown: eeatBreakdownSchema }))
  .mutation(async ({ ctx, input }) =>
    scoreChapter(ctx.em, await ctx.adapters.ai.engine(ctx.em), input.id),
  );
