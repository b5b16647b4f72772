import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';

interface SeriesBadgeProps {
  seriesName: string | null;
  seriesNumber: number | null;
  size?: 'sm' | 'md' | 'lg';
}

/** '#' + number + series name, only when both exist; the name hides on very small screens (SPEC §2). */
export function SeriesBadge({ seriesName, seriesNumber, size = 'md' }: SeriesBadgeProps) {
  if (!seriesName || seriesNumber === null) return null;
  return (
    <span className={badge({ tone: 'accent', size })} title={`${seriesName}, book ${seriesNumber}`}>
      <span>#{seriesNumber}</span>
      <span className={css({ hideBelow: 'sm' })}>{seriesName}</span>
    </span>
  );
}
