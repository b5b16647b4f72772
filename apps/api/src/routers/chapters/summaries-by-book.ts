import { bookIdInput, chapterSummarySchema } from '@receipts/domain';
import { z } from 'zod';
import { listChapterSummaries } from '../../services/chapters.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/**
 * The web app's chapter lists (book page, tabs, work remaining, export menu): every chapter
 * without its text. Not a REST operation: SPEC's `GET /api/books/{id}/chapters` keeps its reply.
 */
export const summariesByBook = protectedProcedure
  .input(bookIdInput)
  .output(z.array(chapterSummarySchema))
  .query(({ ctx, input }) => listChapterSummaries(ctx.em, input.id));
