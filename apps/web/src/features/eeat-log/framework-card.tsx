import { ShieldAlert } from 'lucide-react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { EEAT_FRAMEWORK, PRIME_DIRECTIVE } from './eeat-framework.ts';

/** How a chapter is scored out of 100, and the rule that overrides everything. */
export function FrameworkCard() {
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="framework-title">
      <h2 id="framework-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        E-E-A-T Scoring Framework
      </h2>
      <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })}>
        Each chapter is scored out of 100.
      </p>
      <div
        className={css({
          mt: '4',
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          gap: '4',
        })}
      >
        {EEAT_FRAMEWORK.map((pillar) => (
          <div
            key={pillar.name}
            className={css({
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: 'lg',
              p: '4',
            })}
          >
            <div
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'baseline',
                gap: '2',
              })}
            >
              <h3 className={css({ fontWeight: 'semibold' })}>{pillar.name}</h3>
              <span
                className={css({
                  fontFamily: 'heading',
                  fontSize: 'xl',
                  fontWeight: 'semibold',
                  color: 'accent.text',
                })}
              >
                {pillar.points}
              </span>
            </div>
            <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })}>{pillar.summary}</p>
            <ul
              className={css({
                mt: '3',
                display: 'flex',
                flexDirection: 'column',
                gap: '1',
                fontSize: 'sm',
              })}
            >
              {pillar.criteria.map((criterion) => (
                <li
                  key={criterion.name}
                  className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}
                >
                  <span>{criterion.name}</span>
                  <span className={css({ color: 'fg.muted' })}>{criterion.points}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div
        className={css({
          mt: '4',
          display: 'flex',
          gap: '3',
          alignItems: 'flex-start',
          bg: 'danger.subtle',
          color: 'danger.text',
          borderRadius: 'lg',
          p: '4',
          '& svg': { w: '5', h: '5', flexShrink: 0 },
        })}
      >
        <ShieldAlert aria-hidden />
        <p className={css({ fontSize: 'sm' })}>
          <strong>Prime Directive: </strong>
          {PRIME_DIRECTIVE}
        </p>
      </div>
    </section>
  );
}
