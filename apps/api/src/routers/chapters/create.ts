import { chapterCreateInput, chapterSchema } from '@receipts/domain';
import { createChapter } from '../../services/chapters.service.ts';
import { toChapter } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const create = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/chapters',
      tags: ['chapters'],
      summary: 'Add a chapter to a book',
      protect: true,
    },
  })
  .input(chapterCreateInput)
  .output(chapterSchema)
  .mutation(async ({ ctx, input }) => toChapter(await createChapter(ctx.em, input)));
