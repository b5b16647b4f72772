import {
  chapterIdInput,
  chapterRevisionSchema,
  chapterRevisionSummarySchema,
  chapterSchema,
  idSchema,
  pageInput,
  pageOf,
  revisionDiffInput,
  revisionDiffSchema,
} from '@receipts/domain';
import { z } from 'zod';
import { findChapterOrThrow, restoreRevision as restore } from '../../services/chapters.service.ts';
import { toChapter, toRevisionSummary } from '../../services/dto.ts';
import {
  countRevisions,
  diffRevision,
  findRevisionOrThrow,
  listRevisions,
} from '../../services/revisions.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const revisions = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/chapters/{id}/revisions',
      tags: ['revisions'],
      summary:
        "A chapter's saved revisions, newest first: all, or `limit` from `cursor` (the next page is in the Link header)",
      protect: true,
    },
  })
  .input(chapterIdInput.extend(pageInput.shape))
  .output(z.array(chapterRevisionSummarySchema))
  .query(async ({ ctx, input: { id, ...page } }) => {
    await findChapterOrThrow(ctx.em, id);
    const { items, nextCursor } = await listRevisions(ctx.em, id, page);
    if (nextCursor && page.limit !== undefined) {
      const next = new URLSearchParams({ limit: String(page.limit), cursor: nextCursor });
      ctx.responseHeaders.set('Link', `</api/chapters/${id}/revisions?${next}>; rel="next"`);
    }
    return items.map(toRevisionSummary);
  });

/** The Revisions dialog's infinite list: a page with the next cursor and the total. */
export const revisionPage = protectedProcedure
  .input(
    chapterIdInput.extend({
      ...pageInput.shape,
      limit: pageInput.shape.limit.unwrap().default(30),
    }),
  )
  .output(pageOf(chapterRevisionSummarySchema))
  .query(async ({ ctx, input: { id, ...page } }) => {
    await findChapterOrThrow(ctx.em, id);
    const { items, nextCursor } = await listRevisions(ctx.em, id, page);
    const total = await countRevisions(ctx.em, id);
    return { items: items.map(toRevisionSummary), nextCursor, total };
  });

export const revision = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/revisions/{id}',
      tags: ['revisions'],
      summary: 'One revision with its text',
      protect: true,
    },
  })
  .input(z.object({ id: idSchema }))
  .output(chapterRevisionSchema)
  .query(async ({ ctx, input }) => {
    const row = await findRevisionOrThrow(ctx.em, input.id);
    return { ...toRevisionSummary(row), content: row.content ?? null };
  });

export const restoreRevision = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/chapters/{id}/revisions/{revisionId}/restore',
      tags: ['revisions'],
      summary: 'Put a revision back (the current text is kept as a revision first)',
      protect: true,
    },
  })
  .input(z.object({ id: idSchema, revisionId: idSchema }))
  .output(chapterSchema)
  .mutation(async ({ ctx, input }) => toChapter(await restore(ctx.em, input.id, input.revisionId)));

export const revisionDiff = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/revisions/{id}/diff',
      tags: ['revisions'],
      summary:
        'What changed, word by word, from a revision to the current text (or to ?against= another revision of the chapter)',
      protect: true,
    },
  })
  .input(revisionDiffInput)
  .output(revisionDiffSchema)
  .query(({ ctx, input }) => diffRevision(ctx.em, input.id, input.against));
