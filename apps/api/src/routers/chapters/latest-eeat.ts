import { chapterIdInput, eeatLogSchema } from '@receipts/domain';
import { findChapterOrThrow } from '../../services/chapters.service.ts';
import { toEeatLog } from '../../services/dto.ts';
import { latestEeatLogOfChapter } from '../../services/eeat-logs.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const latestEeat = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/chapters/{id}/eeat-latest',
      tags: ['quality'],
      summary:
        "The chapter's newest E-E-A-T score with its breakdown and feedback; null when never scored",
      protect: true,
    },
  })
  .input(chapterIdInput)
  .output(eeatLogSchema.nullable())
  .query(async ({ ctx, input }) => {
    await findChapterOrThrow(ctx.em, input.id);
    const latest = await latestEeatLogOfChapter(ctx.em, input.id);
    return latest ? toEeatLog(latest) : null;
  });
