import { scoreBand, type ScoreTone } from '@receipts/domain';
import { badge, type BadgeVariantProps } from 'styled-system/recipes';

const TONES: Record<ScoreTone, NonNullable<BadgeVariantProps['tone']>> = {
  green: 'success',
  blue: 'info',
  yellow: 'warning',
  red: 'danger',
};

/** SPEC §4 bands: Publish-Ready (green), Good (blue), Needs Work (yellow), Major Issues (red). */
export function ScoreBandBadge({ score }: { score: number }) {
  const band = scoreBand(score);
  return <span className={badge({ tone: TONES[band.tone], size: 'sm' })}>{band.label}</span>;
}
