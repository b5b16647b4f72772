import { citationIdInput, replacementSuggestionSchema } from '@receipts/domain';
import { z } from 'zod';
import { findReplacements } from '../../services/citations/find-replacements.service.ts';
import { scholarlyIndexOf } from '../../services/citations/scholarly-index.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const findReplacement = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/citations/{id}/find-replacement',
      tags: ['citations'],
      summary:
        'Up to five index records relevant to the sentence of a citation that needs review or is invalid',
      protect: true,
    },
  })
  .input(citationIdInput)
  .output(z.object({ replacements: z.array(replacementSuggestionSchema) }))
  .mutation(async ({ ctx, input }) => ({
    replacements: await findReplacements(ctx.em, scholarlyIndexOf(ctx), input.id),
  }));
