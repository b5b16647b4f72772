import { chapterIdInput, chapterSchema } from '@receipts/domain';
import { z } from 'zod';
import { notAvailableProcedure } from '../not-available.ts';

export const format = notAvailableProcedure({
  method: 'POST',
  path: '/chapters/{id}/format',
  tag: 'ai',
  feature: 'AI formatting',
  input: chapterIdInput,
  output: z.object({ chapter: chapterSchema, changesApplied: z.array(z.string()) }),
});
