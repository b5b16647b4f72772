import { bookChapterInput, chapterCitationStatusSchema } from '@receipts/domain';
import { z } from 'zod';
import { listChapterCitationStatuses } from '../../services/citations/chapter-citation-statuses.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/**
 * The editor's citation underlines and their popover: one chapter's citations with only what they
 * show (a 5,000-citation book's whole list was ~118 KB compressed to underline 50 of them). Not a
 * REST operation: SPEC's `GET /api/books/{id}/citations` keeps its reply.
 */
export const statusesByChapter = protectedProcedure
  .input(bookChapterInput)
  .output(z.array(chapterCitationStatusSchema))
  .query(({ ctx, input }) => listChapterCitationStatuses(ctx.em, input.id, input.chapterId));
