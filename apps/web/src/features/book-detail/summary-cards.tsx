import {
  bookEeatScore,
  bookProgressPercent,
  formatDeadline,
  messages,
  type Book,
  type ChapterSummary,
} from '@receipts/domain';
import { CalendarDays, FileText, TrendingUp, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { ProgressBar } from '../../components/ui/index.ts';
import { wholeNumber } from '../../lib/whole-number.ts';

const text = messages.bookDetail;
const words = wholeNumber;

function SummaryCard({
  label,
  icon: Icon,
  children,
}: {
  label: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div className={card()} data-testid="summary-card">
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}
      >
        <h2
          className={css({
            fontFamily: 'body',
            fontSize: 'sm',
            fontWeight: 'medium',
            color: 'fg.muted',
          })}
        >
          {label}
        </h2>
        <Icon aria-hidden className={css({ w: '4', h: '4', color: 'fg.subtle' })} />
      </div>
      <div className={css({ mt: '3', display: 'flex', flexDirection: 'column', gap: '2' })}>
        {children}
      </div>
    </div>
  );
}

const big = css({
  fontFamily: 'heading',
  fontSize: '2xl',
  fontWeight: 'semibold',
  lineHeight: '1.1',
});
const small = css({ fontSize: 'sm', color: 'fg.muted' });

/** Word Count (with the book E-E-A-T score), Progress and Deadline. */
export function SummaryCards({
  book,
  chapters,
}: {
  book: Book;
  chapters: readonly ChapterSummary[] | undefined;
}) {
  const percent = bookProgressPercent(book.currentWordCount, book.targetWordCount);
  const score = chapters ? bookEeatScore(chapters) : null;
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        gap: '4',
      })}
    >
      <SummaryCard label={text.wordCount} icon={FileText}>
        <p className={big}>{words(book.currentWordCount)}</p>
        <p className={small}>of {words(book.targetWordCount)} target words</p>
        {score !== null ? <p className={small}>E-E-A-T Score: {score}</p> : null}
      </SummaryCard>
      <SummaryCard label={text.progress} icon={TrendingUp}>
        <p className={big}>{percent}%</p>
        <ProgressBar percent={percent} label={text.progress} />
      </SummaryCard>
      <SummaryCard label={text.deadline} icon={CalendarDays}>
        <p className={big}>{formatDeadline(book.deadline)}</p>
      </SummaryCard>
    </div>
  );
}
