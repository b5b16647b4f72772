import { citationIdInput, citationSchema } from '@receipts/domain';
import { scholarlyIndexOf } from '../../services/citations/scholarly-index.ts';
import { validateCitation } from '../../services/citations/validate-citations.service.ts';
import { toCitation } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const validate = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/citations/{id}/validate',
      tags: ['citations'],
      summary:
        'Validate a citation against the scholarly index (Crossref); 503 "Scholarly service unavailable" leaves its verdict as it was',
      protect: true,
    },
  })
  .input(citationIdInput)
  .output(citationSchema)
  .mutation(async ({ ctx, input }) =>
    toCitation(await validateCitation(ctx.em, scholarlyIndexOf(ctx), input.id)),
  );
