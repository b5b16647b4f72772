import { citedDeliberatelyInput, citedDeliberatelyReplySchema } from '@receipts/domain';
import { setCitedDeliberately } from '../../services/citations/cited-deliberately.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const citedDeliberately = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/reference-entries/{id}/cited-deliberately',
      tags: ['citations'],
      summary:
        'Mark a retracted or questioned work as cited deliberately (the notice stays, the warning is acknowledged), or unmark it; 400 for a work without such a notice',
      protect: true,
    },
  })
  .input(citedDeliberatelyInput)
  .output(citedDeliberatelyReplySchema)
  .mutation(({ ctx, input }) => setCitedDeliberately(ctx.em, input.id, input.citedDeliberately));
