import { idSchema } from '@receipts/domain';
import { z } from 'zod';
import { deleteEntry } from '../../services/bibliography/bibliography.service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const remove = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/references/{id}',
      tags: ['references'],
      summary:
        "Delete an entry that came from a file or a DOI (an entry of a chapter's list is deleted in the chapter)",
      protect: true,
    },
  })
  .input(z.object({ id: idSchema }))
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await deleteEntry(ctx.em, input.id);
    return { success: true };
  });
