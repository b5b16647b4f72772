import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { feedbackHighlights, messages, parseBreakdown } from '@receipts/domain';
import { css } from 'styled-system/css';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { ScoreBandBadge } from '../eeat-log/score-band-badge.tsx';
import { SubscoreGrid } from '../eeat-log/subscore-grid.tsx';
import { editorTexts } from './editor-texts.ts';

const text = editorTexts.feedback;

/**
 * Beside the chapter: its newest E-E-A-T score, the four sub-scores and the changes that would
 * gain most (or the passages that broke the Prime Directive), so the writer can act without
 * leaving the text. Kept after edits, saying it was scored on an earlier version.
 */
export function EeatFeedbackPanel({
  chapterId,
  currentScore,
}: {
  chapterId: number;
  currentScore: number | null;
}) {
  const trpc = useTrpc();
  const latest = useQuery(trpc.chapters.latestEeat.queryOptions({ id: chapterId })).data;
  if (!latest) return null;
  const { changes, violations } = feedbackHighlights(latest.feedback);
  return (
    <details
      open
      data-chrome
      data-testid="eeat-feedback"
      className={css({
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'lg',
        bg: 'bg.surface',
        px: '5',
        py: '3',
      })}
    >
      <summary
        className={css({
          cursor: 'pointer',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '2',
          fontWeight: 'semibold',
        })}
      >
        {text.title(latest.score)} <ScoreBandBadge score={latest.score} />
        <span className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>
          {messages.eeatLog.engine(latest.engine)}
          {currentScore === null ? ` · ${text.stale}` : ''}
        </span>
      </summary>
      <div className={css({ display: 'grid', gap: '3', mt: '3' })}>
        <SubscoreGrid breakdown={parseBreakdown(latest.breakdown)} />
        {violations.length > 0 ? (
          <section aria-labelledby="eeat-feedback-violations">
            <h2 id="eeat-feedback-violations" className={css({ fontWeight: 'semibold' })}>
              {text.violations}
            </h2>
            <ul className={css({ listStyle: 'disc', pl: '5', fontSize: 'sm' })}>
              {violations.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {changes.length > 0 ? (
          <section aria-labelledby="eeat-feedback-changes">
            <h2 id="eeat-feedback-changes" className={css({ fontWeight: 'semibold' })}>
              {text.changes}
            </h2>
            <ol className={css({ listStyle: 'decimal', pl: '5', fontSize: 'sm' })}>
              {changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </section>
        ) : null}
        <Link
          to="/quality/eeat-log"
          className={css({ fontSize: 'sm', textDecoration: 'underline' })}
        >
          {text.fullLog}
        </Link>
      </div>
    </details>
  );
}
