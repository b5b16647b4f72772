import {
  bookIdInput,
  milestoneCreateInput,
  milestoneIdInput,
  milestoneSchema,
  milestoneUpdateInput,
} from '@receipts/domain';
import { z } from 'zod';
import { toMilestone } from '../../services/dto.ts';
import {
  createMilestone,
  deleteMilestone,
  listMilestones,
  updateMilestone,
} from '../../services/milestones.service.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';

const listByBook = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/milestones',
      tags: ['milestones'],
      summary: "A book's milestones",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(z.array(milestoneSchema))
  .query(async ({ ctx, input }) => (await listMilestones(ctx.em, input.id)).map(toMilestone));

const create = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/books/{bookId}/milestones',
      tags: ['milestones'],
      summary: 'Add a milestone to a book',
      protect: true,
    },
  })
  .input(milestoneCreateInput)
  .output(milestoneSchema)
  .mutation(async ({ ctx, input }) => toMilestone(await createMilestone(ctx.em, input)));

const update = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/milestones/{id}',
      tags: ['milestones'],
      summary: 'Edit a milestone: completed, title, description or due date',
      protect: true,
    },
  })
  .input(milestoneUpdateInput)
  .output(milestoneSchema)
  .mutation(async ({ ctx, input }) => toMilestone(await updateMilestone(ctx.em, input)));

const remove = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/milestones/{id}',
      tags: ['milestones'],
      summary: 'Delete a milestone',
      protect: true,
    },
  })
  .input(milestoneIdInput)
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await deleteMilestone(ctx.em, input.id);
    return { success: true };
  });

export const milestonesRouter = router({ listByBook, create, update, delete: remove });
