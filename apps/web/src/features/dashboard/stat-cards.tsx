import type { Book } from '@receipts/domain';
import { messages } from '@receipts/domain';
import { BookOpen, CalendarClock, CheckCircle2, PenLine, type LucideIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { bookStats } from './book-stats.ts';

const text = messages.dashboard;

function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | null;
  icon: LucideIcon;
}) {
  return (
    <div className={card()} data-testid="stat-card">
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: '2',
        })}
      >
        <p className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>{label}</p>
        <Icon
          aria-hidden
          className={css({ w: '4', h: '4', mt: '0.5', flexShrink: 0, color: 'fg.subtle' })}
        />
      </div>
      <p
        data-testid="stat-value"
        className={css({
          mt: '3',
          fontFamily: 'heading',
          fontSize: '3xl',
          fontWeight: 'semibold',
          lineHeight: '1',
        })}
      >
        {value ?? '–'}
      </p>
    </div>
  );
}

export function StatCards({ books }: { books: readonly Book[] | undefined }) {
  const stats = books ? bookStats(books) : null;
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        gap: '4',
      })}
    >
      <StatCard label={text.totalBooks} value={stats?.total ?? null} icon={BookOpen} />
      <StatCard label={text.activeProjects} value={stats?.active ?? null} icon={PenLine} />
      <StatCard label={text.plannedProjects} value={stats?.planned ?? null} icon={CalendarClock} />
      <StatCard
        label={text.publishReadyProjects}
        value={stats?.publishReady ?? null}
        icon={CheckCircle2}
      />
    </div>
  );
}
