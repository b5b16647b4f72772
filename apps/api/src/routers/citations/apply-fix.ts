import { citationIdInput, citationSchema } from '@receipts/domain';
import { notAvailableProcedure } from '../not-available.ts';

export const applyFix = notAvailableProcedure({
  method: 'POST',
  path: '/citations/{id}/apply-fix',
  tag: 'citations',
  feature: 'Applying suggested fixes',
  input: citationIdInput,
  output: citationSchema,
});
