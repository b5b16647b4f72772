import { citationIdInput, citationSchema } from '@receipts/domain';
import { applyFix as apply } from '../../services/citations/fix-citations.service.ts';
import { toCitation } from '../../services/dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const applyFix = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/citations/{id}/apply-fix',
      tags: ['citations'],
      summary:
        "Apply the suggested fix: the reference and the chapter's in-text citations are rewritten (a revision first); the citation is pending again",
      protect: true,
    },
  })
  .input(citationIdInput)
  .output(citationSchema)
  .mutation(async ({ ctx, input }) => toCitation(await apply(ctx.em, input.id)));
