import { chapterIdInput, chapterSchema } from '@receipts/domain';
import { findChapterOrThrow } from '../../services/chapters.service.ts';
import { toChapter } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const get = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/chapters/{id}',
      tags: ['chapters'],
      summary: 'One chapter with its content',
      protect: true,
    },
  })
  .input(chapterIdInput)
  .output(chapterSchema)
  .query(async ({ ctx, input }) => toChapter(await findChapterOrThrow(ctx.em, input.id)));
