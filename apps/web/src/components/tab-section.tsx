import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** A book-page tab: its heading with the tab's actions beside it, then its content. */
export function TabSection({
  id,
  heading,
  actions,
  children,
}: {
  /** Prefix of the heading's id (`{id}-heading`), which labels the section. */
  id: string;
  heading: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {heading}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
