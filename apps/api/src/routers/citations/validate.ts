import { citationIdInput, citationSchema } from '@receipts/domain';
import { notAvailableProcedure } from '../not-available.ts';

export const validate = notAvailableProcedure({
  method: 'POST',
  path: '/citations/{id}/validate',
  tag: 'citations',
  feature: 'Citation validation',
  input: citationIdInput,
  output: citationSchema,
});
