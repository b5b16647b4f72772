import type { EeatBreakdown } from '../schemas/eeat.ts';

/** The four sub-scores a stored breakdown holds. */
const SUB_SCORES = ['trustworthiness', 'expertise', 'authoritativeness', 'experience'] as const;

export const ZERO_BREAKDOWN: EeatBreakdown = {
  trustworthiness: 0,
  expertise: 0,
  authoritativeness: 0,
  experience: 0,
};

/**
 * SPEC §3: a breakdown that cannot be parsed is treated as zeros. Checked by hand rather than with
 * the breakdown's zod schema: pages that only read scores (the E-E-A-T log) then load no zod.
 */
export function parseBreakdown(text: string | null | undefined): EeatBreakdown {
  if (!text) return ZERO_BREAKDOWN;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return ZERO_BREAKDOWN;
  }
  if (typeof parsed !== 'object' || parsed === null) return ZERO_BREAKDOWN;
  const record = parsed as Record<string, unknown>;
  if (!SUB_SCORES.every((key) => typeof record[key] === 'number')) return ZERO_BREAKDOWN;
  const [trustworthiness, expertise, authoritativeness, experience] = SUB_SCORES.map(
    (key) => record[key] as number,
  ) as [number, number, number, number];
  return { trustworthiness, expertise, authoritativeness, experience };
}
