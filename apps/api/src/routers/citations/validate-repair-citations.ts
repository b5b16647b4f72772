import { citationRepairInput, citationRepairReplySchema } from '@receipts/domain';
import { validateRepairCitations as repair } from '../../services/citations/repair-citations.service.ts';
import { scholarlyIndexOf } from '../../services/citations/scholarly-index.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const validateRepairCitations = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/chapters/{id}/validate-repair-citations',
      tags: ['citations'],
      summary:
        'Judge every cited work against the index and repair only what is wrong: differing fields of listed entries changed in place, missing entries added (APA 7); one revision. dryRun answers the changes without making them; skip leaves works or fields out. 400 "No citations found in chapter"',
      protect: true,
    },
  })
  .input(citationRepairInput)
  .output(citationRepairReplySchema)
  .mutation(({ ctx, input }) => repair(ctx.em, scholarlyIndexOf(ctx), input));
