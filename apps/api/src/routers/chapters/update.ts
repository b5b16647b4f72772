import { chapterSchema, chapterUpdateInput } from '@receipts/domain';
import { updateChapter } from '../../services/chapters.service.ts';
import { toChapter } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const update = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/chapters/{id}',
      tags: ['chapters'],
      summary: 'Change status, title or content (autosave); 409 when baseVersion is stale',
      protect: true,
    },
  })
  .input(chapterUpdateInput)
  .output(chapterSchema)
  .mutation(async ({ ctx, input: { id, ...changes } }) => toChapter(await updateChapter(ctx.em, id, changes)));
