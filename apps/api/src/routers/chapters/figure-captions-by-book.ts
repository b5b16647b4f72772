import { bookIdInput, figureCaptionSchema } from '@receipts/domain';
import { z } from 'zod';
import { listFigureCaptions } from '../../services/figures/figure-captions.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/**
 * The cross-reference picker's other chapters: the captions of the book's figures and named tables
 * by id (their numbers come from the chapter summaries the editor already holds), instead of every
 * chapter's text. Not a REST operation.
 */
export const figureCaptionsByBook = protectedProcedure
  .input(bookIdInput)
  .output(z.array(figureCaptionSchema))
  .query(({ ctx, input }) => listFigureCaptions(ctx.em, input.id));
