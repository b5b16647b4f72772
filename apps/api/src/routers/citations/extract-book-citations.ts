import { bookIdInput } from '@receipts/domain';
import { z } from 'zod';
import { notAvailableProcedure } from '../not-available.ts';

export const extractBookCitations = notAvailableProcedure({
  method: 'POST',
  path: '/books/{id}/extract-citations',
  tag: 'citations',
  feature: 'Citation extraction',
  input: bookIdInput,
  output: z.object({ totalCitations: z.number(), processedChapters: z.number() }),
});
