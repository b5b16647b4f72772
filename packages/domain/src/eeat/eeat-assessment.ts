import { z } from 'zod';
import { CATEGORIES } from '../prime-directive/hate-constructions.ts';
import { eeatBreakdownSchema } from '../schemas/eeat.ts';

/** One sub-criterion of SPEC §3's framework, with the points given and why. */
export const eeatCriterionSchema = z.object({
  id: z.enum([
    'receiptsDensity',
    'ethicalCompliance',
    'transparency',
    'scholarlyDepth',
    'sourceAuthority',
    'topicalCompleteness',
    'satireEffectiveness',
    'systemCoherence',
  ]),
  label: z.string(),
  points: z.number(),
  max: z.number(),
  evidence: z.string(),
  /** What would gain the missing points. */
  advice: z.string(),
});
export type EeatCriterion = z.infer<typeof eeatCriterionSchema>;
export type EeatCriterionId = EeatCriterion['id'];

/** The sub-criteria and their weights (SPEC §3): 20+15+5, 15+10+10, 15+10. */
export const EEAT_CRITERIA: readonly { id: EeatCriterionId; label: string; max: number }[] = [
  { id: 'receiptsDensity', label: 'Receipts density', max: 20 },
  { id: 'ethicalCompliance', label: 'Ethical compliance', max: 15 },
  { id: 'transparency', label: 'Transparency', max: 5 },
  { id: 'scholarlyDepth', label: 'Scholarly depth', max: 15 },
  { id: 'sourceAuthority', label: 'Source authority', max: 10 },
  { id: 'topicalCompleteness', label: 'Topical completeness', max: 10 },
  { id: 'satireEffectiveness', label: 'Empirical satire effectiveness', max: 15 },
  { id: 'systemCoherence', label: 'System coherence', max: 10 },
];

/** The engines that can find a violation: the offline rules and the model. */
export const VIOLATION_ENGINES = ['rules', 'gemini', 'openai'] as const;

/** One passage that breaks the Prime Directive: what it does, to whom, and which engine found it. */
export const primeDirectiveViolationSchema = z.object({
  passage: z.string(),
  category: z.enum(CATEGORIES),
  /** The group targeted, as feedback names it ("Muslims"). */
  group: z.string(),
  /** One sentence the writer can act on. */
  reason: z.string(),
  foundBy: z.array(z.enum(VIOLATION_ENGINES)),
});
export type PrimeDirectiveViolation = z.infer<typeof primeDirectiveViolationSchema>;

export const eeatAssessmentSchema = z.object({
  score: z.number(),
  breakdown: eeatBreakdownSchema,
  criteria: z.array(eeatCriterionSchema),
  /** Passages that break the Prime Directive; any makes the score 0. */
  violations: z.array(primeDirectiveViolationSchema),
  feedback: z.string(),
});
export type EeatAssessment = z.infer<typeof eeatAssessmentSchema>;
