import {
  CATEGORIES,
  EEAT_CRITERIA,
  eeatCriterionSchema,
  PRIME_DIRECTIVE_GUIDANCE,
  primeDirectiveViolationSchema,
} from '@receipts/domain/ai';
import { z } from 'zod';

/** What Gemini must answer, as zod (checked here) and as JSON Schema (sent as responseJsonSchema). */

const criterionIds = EEAT_CRITERIA.map((c) => c.id);

export const scoreReply = z.object({
  criteria: z
    .array(eeatCriterionSchema.pick({ id: true, points: true, evidence: true, advice: true }))
    .refine((list) => criterionIds.every((id) => list.some((c) => c.id === id)), {
      message: 'every criterion must be scored',
    }),
  violations: z.array(primeDirectiveViolationSchema.omit({ foundBy: true })),
});
export type ScoreReply = z.infer<typeof scoreReply>;

export const scoreReplyJsonSchema = {
  type: 'object',
  properties: {
    criteria: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', enum: criterionIds },
          points: { type: 'number' },
          evidence: { type: 'string' },
          advice: { type: 'string' },
        },
        required: ['id', 'points', 'evidence', 'advice'],
      },
    },
    violations: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          passage: { type: 'string' },
          category: { type: 'string', enum: [...CATEGORIES] },
          group: { type: 'string' },
          reason: { type: 'string' },
        },
        required: ['passage', 'category', 'group', 'reason'],
      },
    },
  },
  required: ['criteria', 'violations'],
} as const;

export const formatReply = z.object({
  html: z.string(),
  changesApplied: z.array(z.string()),
});

export const formatReplyJsonSchema = {
  type: 'object',
  properties: {
    html: { type: 'string' },
    changesApplied: { type: 'array', items: { type: 'string' } },
  },
  required: ['html', 'changesApplied'],
} as const;

const CRITERIA_TEXT = EEAT_CRITERIA.map((c) => `- ${c.id} (${c.label}): 0 to ${c.max}`).join('\n');

export const SCORE_INSTRUCTIONS = `You assess a chapter of an "empirical satire" non-fiction book on the E-E-A-T framework.
Score each sub-criterion, giving points within its range, one sentence of evidence quoting or counting what you found, and one concrete change that would gain the missing points:
${CRITERIA_TEXT}
Trustworthiness is receipts density (in-text citations per 1,000 words and how many are verified), ethical compliance and transparency (disclosure, hedging, a reference list). Scholarly depth and source authority reward many distinct, scholarly, verifiable sources. Topical completeness compares the length with the chapter's target and looks at structure. Experience is satire effectiveness (irony anchored in documented fact) and system coherence (the argument about systems holds together).
${PRIME_DIRECTIVE_GUIDANCE}
Answer with JSON only.`;

export const FORMAT_INSTRUCTIONS = `You format a chapter of a non-fiction book to publishing standards. The input is HTML using only p, h1-h6, ul, ol, li, strong, em, u, mark, a and br.
Apply: typographic (curly) quotes and apostrophes, em dashes for "--" and spaced hyphens, en dashes in number ranges, the ellipsis character, single spaces, no space before punctuation, no empty paragraphs, heading levels without skips, APA in-text citation punctuation such as "(Smith, 2020)" and "et al.", and clean lists.
Never change, add or remove words, and never change a citation's author or year. Keep every element and mark you do not need to change.
Answer with JSON: "html" is the whole formatted chapter, "changesApplied" lists each kind of change with its count, like "Curly quotes: 14".`;

const ANALYSIS_PARTS = ['structure', 'chapterPlan', 'milestones', 'gaps', 'risks'] as const;

export const analysisReply = z.object(
  Object.fromEntries(ANALYSIS_PARTS.map((part) => [part, z.array(z.string())])) as Record<
    (typeof ANALYSIS_PARTS)[number],
    z.ZodArray<z.ZodString>
  >,
);

export const analysisReplyJsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ANALYSIS_PARTS.map((part) => [part, { type: 'array', items: { type: 'string' } }]),
  ),
  required: [...ANALYSIS_PARTS],
} as const;

/** Headings of the analysis text, in order. */
export const ANALYSIS_HEADINGS: Record<(typeof ANALYSIS_PARTS)[number], string> = {
  structure: 'Structure found',
  chapterPlan: 'Chapter plan against the targets',
  milestones: 'Milestones',
  gaps: 'Gaps',
  risks: 'Risks',
};

export const ANALYSIS_INSTRUCTIONS = `You review the master plan of an "empirical satire" non-fiction book for its publisher.
Answer with JSON: "structure" lists what the plan contains (title, series, genre, targets, chapters, milestones); "chapterPlan" compares the chapter list and word count with the targets (words per chapter, chapters still to outline); "milestones" comments on the milestones and their dates; "gaps" lists what the plan leaves out; "risks" lists what could delay the book or weaken it, including any chapter that risks targeting people as an ethnic or religious group rather than critiquing systems with receipts. Short sentences, one point per item.`;
