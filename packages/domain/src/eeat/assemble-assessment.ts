import { EEAT_WEIGHTS } from '../constants.ts';
import { ZERO_BREAKDOWN } from '../rules/eeat-breakdown.ts';
import type { EeatBreakdown } from '../schemas/eeat.ts';
import {
  EEAT_CRITERIA,
  type EeatAssessment,
  type EeatCriterion,
  type EeatCriterionId,
} from './eeat-assessment.ts';
import { FEEDBACK_CHANGES_HEADING, FEEDBACK_PASSAGES_HEADING } from '../rules/eeat-feedback.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, max: number) => Math.min(max, Math.max(0, Number.isFinite(n) ? n : 0));

/**
 * SPEC §3's sums: trustworthiness = density + ethics + transparency; expertise = depth + half of
 * completeness; authoritativeness = authority + the other half; experience = satire + coherence.
 * Each is rounded to a whole number, never above its weight; the score is their sum.
 */
export function breakdownOf(points: Record<EeatCriterionId, number>): EeatBreakdown {
  const expertise = Math.round(points.scholarlyDepth + points.topicalCompleteness / 2);
  // The two share completeness: round their total once, so halves do not both round up.
  const both = Math.round(
    points.scholarlyDepth + points.sourceAuthority + points.topicalCompleteness,
  );
  return {
    trustworthiness: Math.round(
      points.receiptsDensity + points.ethicalCompliance + points.transparency,
    ),
    expertise,
    authoritativeness: both - expertise,
    experience: Math.round(points.satireEffectiveness + points.systemCoherence),
  };
}

const sum = (b: EeatBreakdown) =>
  b.trustworthiness + b.expertise + b.authoritativeness + b.experience;

/** The three criteria whose missing points are largest, with what would gain them. */
function topChanges(criteria: readonly EeatCriterion[]): EeatCriterion[] {
  return [...criteria]
    .filter((c) => c.max - c.points >= 0.5)
    .sort((a, b) => b.max - b.points - (a.max - a.points))
    .slice(0, 3);
}

const ENGINE_NAMES = {
  rules: 'the offline rules',
  gemini: 'Gemini',
  openai: 'the OpenAI-compatible model',
} as const;
const foundByText = (engines: EeatAssessment['violations'][number]['foundBy']) =>
  engines.map((e) => ENGINE_NAMES[e]).join(' and ');

function feedbackText(
  score: number,
  breakdown: EeatBreakdown,
  criteria: readonly EeatCriterion[],
  violations: EeatAssessment['violations'],
): string {
  const lines: string[] = [];
  if (violations.length > 0) {
    lines.push(
      'Prime Directive violated: the chapter targets people as an ethnic or religious group, so it scores 0. Critique the systems and institutions responsible, with receipts, instead.',
      FEEDBACK_PASSAGES_HEADING,
      ...violations.map(
        (v) => `- “${v.passage}”: ${v.reason} (found by ${foundByText(v.foundBy)})`,
      ),
      '',
    );
  }
  lines.push(
    `E-E-A-T ${score}/100: Trustworthiness ${breakdown.trustworthiness}/${EEAT_WEIGHTS.trustworthiness}, Expertise ${breakdown.expertise}/${EEAT_WEIGHTS.expertise}, Authoritativeness ${breakdown.authoritativeness}/${EEAT_WEIGHTS.authoritativeness}, Experience ${breakdown.experience}/${EEAT_WEIGHTS.experience}.`,
  );
  if (violations.length > 0) return lines.join('\n');
  for (const c of criteria) lines.push(`- ${c.label} ${c.points}/${c.max}: ${c.evidence}`);
  const changes = topChanges(criteria);
  if (changes.length > 0) {
    lines.push('', FEEDBACK_CHANGES_HEADING);
    changes.forEach((c, i) =>
      lines.push(`${i + 1}. ${c.advice} (up to +${round1(c.max - c.points)} on ${c.label})`),
    );
  }
  return lines.join('\n');
}

/** Builds the reply of either engine from its per-criterion points: clamped, summed, explained. */
export function assembleAssessment(
  scored: readonly Pick<EeatCriterion, 'id' | 'points' | 'evidence' | 'advice'>[],
  violations: EeatAssessment['violations'],
): EeatAssessment {
  const byId = new Map(scored.map((c) => [c.id, c]));
  const criteria = EEAT_CRITERIA.map(({ id, label, max }) => {
    const given = byId.get(id);
    return {
      id,
      label,
      max,
      points: round1(clamp(given?.points ?? 0, max)),
      evidence: given?.evidence ?? 'Not assessed.',
      advice: given?.advice ?? '',
    };
  });
  const points = Object.fromEntries(criteria.map((c) => [c.id, c.points])) as Record<
    EeatCriterionId,
    number
  >;
  const breakdown = violations.length > 0 ? ZERO_BREAKDOWN : breakdownOf(points);
  const score = sum(breakdown);
  return {
    score,
    breakdown,
    criteria,
    violations: [...violations],
    feedback: feedbackText(score, breakdown, criteria, violations),
  };
}
