import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { CitationStatusCounts } from '@receipts/domain';

const LABELS: ReadonlyArray<[keyof CitationStatusCounts, string]> = [
  ['total', 'Total'],
  ['verified', 'Verified'],
  ['needsReview', 'Needs Review'],
  ['invalid', 'Invalid'],
  ['pending', 'Pending'],
];

export function CitationCounters({ counts }: { counts: CitationStatusCounts }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
        gap: '3',
      })}
    >
      {LABELS.map(([key, label]) => (
        <div
          key={key}
          className={cx(card({ padding: 'none' }), css({ px: '4', py: '3' }))}
          data-testid={`citation-count-${key}`}
        >
          <dt className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' })}>
            {label}
          </dt>
          <dd className={css({ fontFamily: 'heading', fontSize: '2xl', fontWeight: 'semibold' })}>
            {counts[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
