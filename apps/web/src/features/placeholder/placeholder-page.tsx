import { css } from 'styled-system/css';

/** A screen another part of the "Web app" issue fills in; it keeps links and routes working meanwhile. */
export function PlaceholderPage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'semibold' })}>{title}</h1>
      <p className={css({ mt: '2', color: 'fg.muted' })}>{children ?? 'This screen is being built.'}</p>
    </section>
  );
}
