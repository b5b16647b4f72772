import { chapterIdInput, chapterSchema } from '@receipts/domain';
import { z } from 'zod';
import { formatChapter } from '../../services/chapter-format.service.ts';
import { toChapter } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const format = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/chapters/{id}/format',
      tags: ['ai'],
      summary:
        'Format the chapter to PE standards (a revision is taken first); lists each change applied',
      protect: true,
    },
  })
  .input(chapterIdInput)
  .output(z.object({ chapter: chapterSchema, changesApplied: z.array(z.string()) }))
  .mutation(async ({ ctx, input }) => {
    const { chapter, changesApplied } = await formatChapter(
      ctx.em,
      await ctx.adapters.ai.engine(ctx.em),
      input.id,
    );
    return { chapter: toChapter(chapter), changesApplied };
  });
