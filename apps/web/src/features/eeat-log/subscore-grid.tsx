import { EEAT_WEIGHTS, type EeatBreakdown } from '@receipts/domain';
import { css } from 'styled-system/css';

const SUBSCORES = [
  ['trustworthiness', 'Trustworthiness'],
  ['expertise', 'Expertise'],
  ['authoritativeness', 'Authoritativeness'],
  ['experience', 'Experience'],
] as const;

/** The four E-E-A-T sub-scores against their weights. */
export function SubscoreGrid({ breakdown }: { breakdown: EeatBreakdown }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: '2',
      })}
    >
      {SUBSCORES.map(([key, label]) => (
        <div key={key} className={css({ bg: 'bg.subtle', borderRadius: 'md', px: '3', py: '2' })}>
          <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{label}</dt>
          <dd className={css({ fontWeight: 'semibold' })}>
            {breakdown[key]}/{EEAT_WEIGHTS[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
