import { chapterIdInput } from '@receipts/domain';
import { z } from 'zod';
import { notAvailableProcedure } from '../not-available.ts';

export const extractChapterCitations = notAvailableProcedure({
  method: 'POST',
  path: '/chapters/{id}/extract-citations',
  tag: 'citations',
  feature: 'Citation extraction',
  input: chapterIdInput,
  output: z.object({ citationsExtracted: z.number(), chapterTitle: z.string() }),
});
