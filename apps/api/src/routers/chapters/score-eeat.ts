import { chapterIdInput, eeatBreakdownSchema } from '@receipts/domain';
import { z } from 'zod';
import { notAvailableProcedure } from '../not-available.ts';

export const scoreEeat = notAvailableProcedure({
  method: 'POST',
  path: '/chapters/{id}/score-eeat',
  tag: 'ai',
  feature: 'E-E-A-T scoring',
  input: chapterIdInput,
  output: z.object({ score: z.number(), breakdown: eeatBreakdownSchema }),
});
