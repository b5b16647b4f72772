import { citationReplaceInput } from '@receipts/domain';
import { z } from 'zod';
import { notAvailableProcedure } from '../not-available.ts';

export const replace = notAvailableProcedure({
  method: 'POST',
  path: '/citations/{id}/replace',
  tag: 'citations',
  feature: 'Replacing citations',
  input: citationReplaceInput,
  output: z.object({ success: z.boolean() }),
});
