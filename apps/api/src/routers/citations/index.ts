import {
  bookIdInput,
  citationIdInput,
  citationReplaceInput,
  citationSchema,
  replacementSuggestionSchema,
} from '@receipts/domain';
import { z } from 'zod';
import { listCitations } from '../../services/citations.service.ts';
import { toCitation } from '../../services/dto.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { notAvailableProcedure } from '../not-available.ts';

const listByBook = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/citations',
      tags: ['citations'],
      summary: "A book's citations",
      protect: true,
    },
  })
  .input(bookIdInput)
  .output(z.array(citationSchema))
  .query(async ({ ctx, input }) => (await listCitations(ctx.em, input.id)).map(toCitation));

const feature = 'Citation validation';
const success = z.object({ success: z.boolean() });

export const citationsRouter = router({
  listByBook,
  validateAll: notAvailableProcedure({
    method: 'POST',
    path: '/books/{id}/citations/validate-all',
    tag: 'citations',
    feature,
    input: bookIdInput,
    output: z.object({ validated: z.number() }),
  }),
  validate: notAvailableProcedure({
    method: 'POST',
    path: '/citations/{id}/validate',
    tag: 'citations',
    feature,
    input: citationIdInput,
    output: citationSchema,
  }),
  applyFix: notAvailableProcedure({
    method: 'POST',
    path: '/citations/{id}/apply-fix',
    tag: 'citations',
    feature: 'Applying suggested fixes',
    input: citationIdInput,
    output: citationSchema,
  }),
  findReplacement: notAvailableProcedure({
    method: 'POST',
    path: '/citations/{id}/find-replacement',
    tag: 'citations',
    feature: 'Finding replacement citations',
    input: citationIdInput,
    output: z.object({ replacements: z.array(replacementSuggestionSchema) }),
  }),
  replace: notAvailableProcedure({
    method: 'POST',
    path: '/citations/{id}/replace',
    tag: 'citations',
    feature: 'Replacing citations',
    input: citationReplaceInput,
    output: success,
  }),
});
