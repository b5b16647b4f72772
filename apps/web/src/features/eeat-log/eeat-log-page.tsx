import { useInfiniteQuery } from '@tanstack/react-query';
import { EEAT_LOG_LIST_HEIGHT_PX, messages } from '@receipts/domain';
import { Link } from '@tanstack/react-router';
import { Gauge } from 'lucide-react';
import { css } from 'styled-system/css';
import { button, card, skeleton } from 'styled-system/recipes';
import { EmptyState } from '../../components/empty-state.tsx';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { eeatLogPages } from './eeat-log-pages.ts';
import { FrameworkCard } from './framework-card.tsx';
import { LogEntry } from './log-entry.tsx';
import { useLoadMoreOnSight } from '../../lib/use-load-more-on-sight.ts';

const eeatLogTexts = {
  emptyHint:
    'Open a chapter and choose Score E-E-A-T: each score is logged here with its feedback.',
  openBooks: 'Go to your books',
  loadMore: 'Load older scores',
} as const;

/**
 * /quality/eeat-log: the framework, then every scoring event, newest first, a page at a time:
 * the next page loads when the end of the list comes into view (or by its button).
 */
export function EeatLogPage() {
  const trpc = useTrpc();
  const logs = useInfiniteQuery(eeatLogPages(trpc));
  const entries = logs.data?.pages.flatMap((page) => page.items) ?? [];
  const total = logs.data?.pages[0]?.total ?? 0;
  const sentinel = useLoadMoreOnSight(
    () => void logs.fetchNextPage(),
    logs.hasNextPage && !logs.isFetchingNextPage,
  );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'semibold' })}>
        {messages.sidebar.eeatLog}
      </h1>
      <FrameworkCard />
      <section className={card({ padding: 'none' })} aria-labelledby="history-title">
        <div
          className={css({
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            px: '4',
            py: '4',
            borderBottomWidth: '1px',
            borderColor: 'border.subtle',
          })}
        >
          <h2 id="history-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            {messages.eeatLog.history}
          </h2>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="eeat-log-count">
            {total} {total === 1 ? 'event' : 'events'}
          </span>
        </div>
        {!logs.isPending && entries.length === 0 ? (
          // No 600 px box around nothing: the empty state takes the room it needs.
          <div className={css({ p: '4' })}>
            <EmptyState
              icon={<Gauge />}
              text={messages.emptyStates.eeatLog}
              hint={eeatLogTexts.emptyHint}
            >
              <Link to="/" className={button({ variant: 'outline', size: 'sm' })}>
                {eeatLogTexts.openBooks}
              </Link>
            </EmptyState>
          </div>
        ) : (
          // Focusable so keyboard users can scroll the list (axe: scrollable-region-focusable).
          <div
            tabIndex={0}
            aria-label="Scoring events"
            role="region"
            data-testid="eeat-log-list"
            className={css({ overflowY: 'auto' })}
            style={{ height: EEAT_LOG_LIST_HEIGHT_PX }}
          >
            {logs.isPending ? (
              <div className={css({ p: '4' })}>
                <div className={`${skeleton()} ${css({ h: '24' })}`} />
              </div>
            ) : (
              <>
                <ol>
                  {entries.map((entry) => (
                    <LogEntry key={entry.id} entry={entry} />
                  ))}
                </ol>
                {logs.hasNextPage ? (
                  <div ref={sentinel} className={css({ p: '4', textAlign: 'center' })}>
                    <button
                      type="button"
                      className={button({ variant: 'outline', size: 'sm' })}
                      disabled={logs.isFetchingNextPage}
                      onClick={() => void logs.fetchNextPage()}
                    >
                      {eeatLogTexts.loadMore}
                    </button>
                  </div>
                ) : null}
              </>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
