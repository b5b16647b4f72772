import { PUBLICATION_THRESHOLD } from '../constants.ts';

export type ScoreTone = 'green' | 'blue' | 'yellow' | 'red';

export interface ScoreBand {
  label: 'Publish-Ready' | 'Good' | 'Needs Work' | 'Major Issues';
  tone: ScoreTone;
}

/** SPEC §4 bands, highest first: 85-100, 70-84, 50-69, 0-49. */
export const SCORE_BANDS: ReadonlyArray<{ min: number } & ScoreBand> = [
  { min: 85, label: 'Publish-Ready', tone: 'green' },
  { min: 70, label: 'Good', tone: 'blue' },
  { min: 50, label: 'Needs Work', tone: 'yellow' },
  { min: -Infinity, label: 'Major Issues', tone: 'red' },
];

/** The band of a score; a fractional score belongs to the band of its floor (84.9 is Good). */
export function scoreBand(score: number): ScoreBand {
  const band = SCORE_BANDS.find(({ min }) => score >= min) ?? SCORE_BANDS[SCORE_BANDS.length - 1]!;
  return { label: band.label, tone: band.tone };
}

/** A chapter at or above 92 is ready for publication. */
export function meetsPublicationThreshold(score: number | null | undefined): boolean {
  return typeof score === 'number' && score >= PUBLICATION_THRESHOLD;
}
