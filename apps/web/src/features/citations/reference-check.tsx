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
          {check.citedNotListed.length ? (
            <>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Cited but not listed:</p>
              <ul className={listStyle}>
                {check.citedNotListed.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          ) : null}
          {check.listedNotCited.length ? (
            <>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Listed but not cited:</p>
              <ul className={listStyle}>
                {check.listedNotCited.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ))}
    </section>
  );
}
