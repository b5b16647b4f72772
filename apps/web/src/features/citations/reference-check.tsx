import type { AppRouter } from '../../lib/trpc/app-router.ts';
import type { inferRouterOutputs } from '@trpc/server';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';

type Checks = inferRouterOutputs<AppRouter>['citations']['referenceCheck'];

const listStyle = css({ pl: '5', listStyleType: 'disc', fontSize: 'sm', overflowWrap: 'anywhere' });

/** Per chapter with a reference list: works cited but not listed, entries listed but not cited. */
export function ReferenceCheck({ checks }: { checks: Checks }) {
  if (checks.length === 0) return null;
  return (
    <section
      aria-labelledby="reference-check-heading"
      data-testid="reference-check"
      className={card({ padding: 'md' })}
    >
      <h3 id="reference-check-heading" className={css({ fontWeight: 'semibold', mb: '2' })}>
        Reference lists out of step
      </h3>
      {checks.map((check) => (
        <div key={check.chapterId} className={css({ mt: '2' })}>
          <p className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{check.chapterTitle}</p>
          <EntryList label="Cited but not listed:" items={check.citedNotListed} />
          <EntryList label="Listed but not cited:" items={check.listedNotCited} />
        </div>
      ))}
    </section>
  );
}

function EntryList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</p>
      <ul className={listStyle}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
