import { bookStatusLabel } from '@receipts/domain';
import { badge, type BadgeVariantProps } from 'styled-system/recipes';

type Tone = NonNullable<BadgeVariantProps['tone']>;
const TONES: Record<string, Tone> = {
  planning: 'info',
  'in-progress': 'warning',
  completed: 'success',
};

/** Book status badge; an unknown status gets the neutral style (SPEC §4). */
export function StatusBadge({
  status,
  size = 'md',
}: {
  status: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <span className={badge({ tone: TONES[status] ?? 'neutral', size })}>
      {bookStatusLabel(status)}
    </span>
  );
}
