import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const frame = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  px: '6',
  py: { base: '10', md: '14' },
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'xl',
  bg: 'bg.surface/60',
});
const badge = css({
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  '& svg': { w: '5', h: '5' },
});

/** An empty list: what is missing (SPEC's text), an optional hint, and what to do about it. */
export function EmptyState({
  icon,
  text,
  hint,
  children,
}: {
  icon: ReactNode;
  text: string;
  hint?: string;
  /** The call to action. */
  children?: ReactNode;
}) {
  return (
    <div className={frame} data-testid="empty-state">
      <span aria-hidden className={badge}>
        {icon}
      </span>
      <p className={css({ fontWeight: 'medium', color: 'fg.default' })}>{text}</p>
      {hint ? (
        <p className={css({ maxW: 'md', fontSize: 'sm', color: 'fg.muted' })}>{hint}</p>
      ) : null}
      {children ? (
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: '2',
            mt: '2',
          })}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
