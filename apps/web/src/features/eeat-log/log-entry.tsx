import { messages, parseBreakdown, type EeatLog } from '@receipts/domain';
import { css, cx } from 'styled-system/css';
import { listRow } from 'styled-system/recipes';
import { formatDateTime } from '../../lib/date-time.ts';
import { ScoreBandBadge } from './score-band-badge.tsx';
import { SubscoreGrid } from './subscore-grid.tsx';

const text = messages.eeatLog;

function scoredAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date);
}

/** One scoring event: score, chapter, book, time, band, the four sub-scores and the feedback. */
export function LogEntry({ entry }: { entry: EeatLog }) {
  const breakdown = parseBreakdown(entry.breakdown);
  return (
    <li
      data-testid="eeat-log-entry"
      className={cx(
        listRow({ spacing: 'roomy' }),
        css({
          display: 'flex',
          gap: '4',
        }),
      )}
    >
      <div
        className={css({
          fontFamily: 'heading',
          fontSize: '3xl',
          fontWeight: 'semibold',
          minW: '14',
          textAlign: 'center',
          lineHeight: '1',
        })}
      >
        {entry.score}
      </div>
      <div
        className={css({
          flex: '1',
          minW: '0',
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
        })}
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>
            {entry.chapterTitle ?? text.untitledChapter}
          </h3>
          <ScoreBandBadge score={entry.score} />
        </div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {entry.bookTitle ?? text.unknownBook} ·{' '}
          <time dateTime={entry.scoredAt}>{scoredAt(entry.scoredAt)}</time> ·{' '}
          <span data-testid="eeat-log-engine">{text.engine(entry.engine)}</span>
        </p>
        <SubscoreGrid breakdown={breakdown} />
        {entry.feedback ? (
          <div>
            <h4 className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{text.aiFeedback}</h4>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'pre-wrap' })}>
              {entry.feedback}
            </p>
          </div>
        ) : null}
      </div>
    </li>
  );
}
