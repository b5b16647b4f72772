import { bookIdInput } from '@receipts/domain';
import { z } from 'zod';
import { notAvailableProcedure } from '../not-available.ts';

export const validateAll = notAvailableProcedure({
  method: 'POST',
  path: '/books/{id}/citations/validate-all',
  tag: 'citations',
  feature: 'Citation validation',
  input: bookIdInput,
  output: z.object({ validated: z.number() }),
});
