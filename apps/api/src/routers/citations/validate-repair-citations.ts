import { chapterIdInput } from '@receipts/domain';
import { z } from 'zod';
import { notAvailableProcedure } from '../not-available.ts';

export const validateRepairCitations = notAvailableProcedure({
  method: 'POST',
  path: '/chapters/{id}/validate-repair-citations',
  tag: 'citations',
  feature: 'Citation validation and repair',
  input: chapterIdInput,
  output: z.object({ referencesAdded: z.number(), errors: z.array(z.string()) }),
});
