import { z } from 'zod';
import {
  idSchema,
  isoDate,
  optionalIsoDate,
  optionalText,
  requiredText,
  strictBoolean,
} from './common.ts';

export const milestoneSchema = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  completed: z.boolean(),
  deadline: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestoneCreateInput = z.object({
  bookId: idSchema,
  title: requiredText('title'),
  description: optionalText.optional(),
  deadline: isoDate.nullish(),
});

/**
 * PATCH /api/milestones/{id}: any of completed, title, description and deadline; a field left out
 * is unchanged, a blank description or deadline clears it.
 */
export const milestoneUpdateInput = z
  .object({
    id: idSchema,
    completed: strictBoolean('completed').optional(),
    title: requiredText('title').optional(),
    description: optionalText.optional(),
    deadline: optionalIsoDate.optional(),
  })
  .refine(
    (input) =>
      input.completed !== undefined ||
      input.title !== undefined ||
      input.description !== undefined ||
      input.deadline !== undefined,
    { error: 'nothing to update: send completed, title, description or deadline' },
  );
export type MilestoneUpdate = z.output<typeof milestoneUpdateInput>;

export const milestoneIdInput = z.object({ id: idSchema });
