import { chapterIdInput } from '@receipts/domain';
import { z } from 'zod';
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
        'Resolve every cited work and write or refresh the chapter\'s "References" section (APA 7); 400 "No citations found in chapter"',
      protect: true,
    },
  })
  .input(chapterIdInput)
  .output(z.object({ referencesAdded: z.number(), errors: z.array(z.string()) }))
  .mutation(({ ctx, input }) => repair(ctx.em, scholarlyIndexOf(ctx), input.id));
