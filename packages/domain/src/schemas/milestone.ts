import { z } from 'zod';
import { idSchema, isoDate, optionalText, requiredText, strictBoolean } from './common.ts';

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

export const milestoneUpdateInput = z.object({
  id: idSchema,
  completed: strictBoolean('completed'),
});
