import { emptyTrashResultSchema, trashItemInput, trashItemSchema } from '@receipts/domain';
import { z } from 'zod';
import {
  deleteForever,
  listTrash,
  purgeTrash,
  restoreFromTrash,
} from '../../services/trash/trash.service.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';

const success = z.object({ success: z.boolean() });

export const trashRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/trash',
        tags: ['trash'],
        summary: 'Deleted books and chapters, newest first, each with the time it is purged',
        protect: true,
      },
    })
    .input(z.object({}).optional())
    .output(z.array(trashItemSchema))
    .query(({ ctx }) => listTrash(ctx.em)),

  restore: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/trash/{kind}/{id}/restore',
        tags: ['trash'],
        summary:
          'Bring a book (with its chapters) or a chapter back; 409 for a chapter whose book is in the Trash',
        protect: true,
      },
    })
    .input(trashItemInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await restoreFromTrash(ctx.em, input.kind, input.id);
      return { success: true };
    }),

  deleteForever: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/trash/{kind}/{id}',
        tags: ['trash'],
        summary: 'Delete a trashed book (with everything it had) or chapter for good',
        protect: true,
      },
    })
    .input(trashItemInput)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await deleteForever(ctx.em, input.kind, input.id);
      return { success: true };
    }),

  empty: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/trash',
        tags: ['trash'],
        summary: 'Empty the Trash: everything in it is deleted for good',
        protect: true,
      },
    })
    .input(z.object({}).optional())
    .output(emptyTrashResultSchema)
    .mutation(({ ctx }) => purgeTrash(ctx.em)),
});
