import { citationIdInput, replacementSuggestionSchema } from '@receipts/domain';
import { z } from 'zod';
import { notAvailableProcedure } from '../not-available.ts';

export const findReplacement = notAvailableProcedure({
  method: 'POST',
  path: '/citations/{id}/find-replacement',
  tag: 'citations',
  feature: 'Finding replacement citations',
  input: citationIdInput,
  output: z.object({ replacements: z.array(replacementSuggestionSchema) }),
});
