import { citationReplaceInput, citationSchema } from '@receipts/domain';
import { replaceCitation } from '../../services/citations/fix-citations.service.ts';
import { toCitation } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const replace = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/citations/{id}/replace',
      tags: ['citations'],
      summary:
        "Replace a citation by newCitation (an APA reference): the chapter's in-text citations and reference entry are rewritten; the citation is pending again",
      protect: true,
    },
  })
  .input(citationReplaceInput)
  .output(citationSchema)
  .mutation(async ({ ctx, input }) =>
    toCitation(await replaceCitation(ctx.em, input.id, input.newCitation)),
  );
