import { z } from 'zod';
import { CITATION_STATUSES } from '../statuses.ts';
import { TEXT_LIMITS } from '../constants.ts';
import { idSchema, requiredText } from './common.ts';

export const citationStatusSchema = z.enum(CITATION_STATUSES);

export const citationSchema = z.object({
  id: z.number().int(),
  chapterId: z.number().int(),
  citationText: z.string(),
  inTextCitation: z.string().nullable(),
  contextSnippet: z.string().nullable(),
  validationStatus: citationStatusSchema,
  /** JSON-encoded array of strings (SPEC §3). */
  validationErrors: z.string().nullable(),
  autoFixSuggestion: z.string().nullable(),
  scholarUrl: z.string().nullable(),
  doi: z.string().nullable(),
});
export type Citation = z.infer<typeof citationSchema>;

export const replacementSuggestionSchema = z.object({
  title: z.string(),
  authors: z.string(),
  year: z.string().nullable(),
  source: z.string().nullable(),
  snippet: z.string().nullable(),
  suggestedAPA: z.string(),
  url: z.string().nullable(),
});
export type ReplacementSuggestion = z.infer<typeof replacementSuggestionSchema>;

export const citationIdInput = z.object({ id: idSchema });
export const citationReplaceInput = z.object({
  id: idSchema,
  newCitation: requiredText('newCitation', TEXT_LIMITS.citation),
});
