import { chapterUpdateInput, chapterUpdateResultSchema } from '@receipts/domain';
import { updateChapter } from '../../services/chapters.service.ts';
import { toChapter } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const update = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/chapters/{id}',
      tags: ['chapters'],
      summary:
        'Change status, title or content (autosave); 409 when baseVersion is stale; the reply omits content',
      protect: true,
    },
  })
  .input(chapterUpdateInput)
  .output(chapterUpdateResultSchema)
  .mutation(async ({ ctx, input: { id, ...changes } }) => {
    const { content: _content, ...rest } = toChapter(await updateChapter(ctx.em, id, changes));
    return rest;
  });
