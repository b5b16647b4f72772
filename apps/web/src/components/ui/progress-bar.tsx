import { css } from 'styled-system/css';

/** A horizontal bar filled to `percent` (0 to 100), announced as a progress bar. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={css({
        h: '2',
        w: '100%',
        bg: 'bg.muted',
        borderRadius: 'full',
        overflow: 'hidden',
      })}
    >
      <div
        className={css({
          h: '100%',
          bg: 'accent.default',
          borderRadius: 'full',
          transition: 'width 300ms',
        })}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
