import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  CITATION_SEARCH_MAX,
  CITATION_STATUS_LABELS,
  messages,
  numberChapters,
  type CitationStatus,
  type CitationStatusCounts,
  type ReplacementSuggestion,
} from '@receipts/domain';
import { FileSearch, Info, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { BusyIcon } from '../../components/busy-icon.tsx';
import { TabSection } from '../../components/tab-section.tsx';
import { card, input, skeleton } from 'styled-system/recipes';
import { Button, SimpleSelect } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useLoadMoreOnSight } from '../../lib/use-load-more-on-sight.ts';
import { wholeNumber } from '../../lib/whole-number.ts';
import { JobProgress } from '../jobs/job-progress.tsx';
import { CitationCard } from './citation-card.tsx';
import { CitationCounters } from './citation-counters.tsx';
import { citationPages, pagesRefetchInterval } from './citation-queries.ts';
import { ReferenceCheck } from './reference-check.tsx';
import { ReplacementsDialog } from './replacements-dialog.tsx';
import { useCitationActions } from './use-citation-actions.ts';

const BATCH_POLL_MS = 1000;
/** How long typing must pause before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** The status filter's choices, each with the count of the citations it would show. */
const STATUS_FILTERS: ReadonlyArray<[CitationStatus | null, keyof CitationStatusCounts]> = [
  [null, 'total'],
  ['verified', 'verified'],
  ['needs_review', 'needsReview'],
  ['invalid', 'invalid'],
  ['pending', 'pending'],
  ['validating', 'validating'],
];

const citationListTexts = {
  search: 'Search citations',
  all: 'All',
  statusFilter: 'Show citations by status',
  showMore: 'Show more citations',
  shown: (shown: number, total: number) =>
    `Showing ${wholeNumber(shown)} of ${wholeNumber(total)} ${total === 1 ? 'citation' : 'citations'}`,
  noMatch: 'No citations match',
  noMatchHint: 'Try another status or search.',
} as const;

interface FoundReplacements {
  citationId: number;
  replacements: ReplacementSuggestion[];
}

/** The citation manager (SPEC §2, Citations tab). */
export function CitationsTab({ bookId }: { bookId: number }) {
  const trpc = useTrpc();
  const [found, setFound] = useState<FoundReplacements | null>(null);
  const [chapterId, setChapterId] = useState<string | null>(null);
  const [status, setStatus] = useState<CitationStatus | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const actions = useCitationActions(bookId, (citationId, replacements) =>
    setFound({ citationId, replacements }),
  );
  // While a batch validation runs (in this tab or another), each verdict is saved as it comes:
  // reading the counters and the loaded pages every second shows the badges change one by one.
  const poll = actions.running.validateAll ? BATCH_POLL_MS : false;
  // The server pages, filters and counts (issue #28): a book of 5,000 citations loads 50 at a
  // time as the list scrolls, and the counters stay right whatever has been loaded.
  const citations = useInfiniteQuery({
    ...citationPages(trpc, bookId, { ...(status ? { status } : {}), ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
    // A refetch reads every loaded page again: spaced by how many there are, it stays one page a
    // second however far the list was scrolled (the counters above keep their second).
    refetchInterval: (query) => pagesRefetchInterval(poll, query.state.data?.pages.length ?? 0),
  });
  const summary = useQuery({
    ...trpc.citations.summaryByBook.queryOptions({ id: bookId, ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  });
  const loadMore = () => void citations.fetchNextPage();
  const sentinel = useLoadMoreOnSight(
    loadMore,
    citations.hasNextPage && !citations.isFetchingNextPage,
  );
  const chapters = useQuery(trpc.chapters.summariesByBook.queryOptions({ id: bookId }));
  const references = useQuery(trpc.citations.referenceCheck.queryOptions({ id: bookId }));

  const chapterItems = numberChapters(chapters.data ?? []).map(({ chapter, label }) => ({
    value: String(chapter.id),
    label: label ? `${label}: ${chapter.title}` : chapter.title,
  }));
  const titles = new Map((chapters.data ?? []).map((chapter) => [chapter.id, chapter.title]));
  const list = citations.data?.pages.flatMap((page) => page.items) ?? [];
  const matching = citations.data?.pages[0]?.total ?? 0;
  const bookTotal = summary.data?.book.total ?? 0;

  return (
    <TabSection
      id="citations"
      heading="Citation Manager"
      actions={
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <Button
            variant="outline"
            size="sm"
            disabled={actions.bookBusy}
            onClick={actions.extractBook}
          >
            <BusyIcon busy={actions.running.extractBook}>
              <FileSearch />
            </BusyIcon>{' '}
            Extract All Citations
          </Button>
          <Button
            variant="accent"
            size="sm"
            disabled={actions.bookBusy || bookTotal === 0}
            onClick={actions.validateAll}
          >
            <BusyIcon busy={actions.running.validateAll}>
              <ListChecks />
            </BusyIcon>{' '}
            Validate All
          </Button>
        </div>
      }
    >
      {summary.data ? (
        <CitationCounters counts={summary.data.book} />
      ) : (
        <div className={`${skeleton()} ${css({ h: '20' })}`} />
      )}
      {actions.job ? <JobProgress job={actions.job} onCancel={actions.cancelJob} /> : null}
      <ReferenceCheck checks={references.data ?? []} />

      <div className={card({ padding: 'md' })}>
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '2' })}
        >
          <SimpleSelect
            label="Extract from one chapter"
            placeholder="Choose a chapter"
            items={chapterItems}
            value={chapterId}
            onValueChange={setChapterId}
            className={css({ flex: '1', minW: '48' })}
          />
          <Button
            variant="outline"
            disabled={actions.bookBusy || chapterId === null}
            onClick={() => chapterId && actions.extractChapter(Number(chapterId))}
          >
            <BusyIcon busy={actions.running.extractChapter}>
              <FileSearch />
            </BusyIcon>{' '}
            Extract
          </Button>
        </div>
        <p
          className={css({
            mt: '3',
            display: 'flex',
            gap: '2',
            alignItems: 'flex-start',
            fontSize: 'sm',
            color: 'fg.muted',
            '& svg': { w: '4', h: '4', flexShrink: 0, mt: '0.5' },
          })}
        >
          <Info aria-hidden /> {messages.bookDetail.extractPerChapterHint}
        </p>
      </div>

      {citations.isPending || summary.isPending ? (
        <div className={`${skeleton()} ${css({ h: '32' })}`} />
      ) : bookTotal === 0 ? (
        <div
          className={css({
            py: '10',
            textAlign: 'center',
            borderWidth: '1px',
            borderStyle: 'dashed',
            borderColor: 'border.default',
            borderRadius: 'xl',
          })}
        >
          <p className={css({ fontWeight: 'semibold' })}>{messages.emptyStates.citations}</p>
          <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })}>
            Extract citations from the book's chapters to start checking them.
          </p>
        </div>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <CitationFilters
            status={status}
            onStatusChange={setStatus}
            search={search}
            onSearchChange={setSearch}
            counts={summary.data?.matching ?? null}
          />
          <p
            className={css({ fontSize: 'sm', color: 'fg.muted' })}
            aria-live="polite"
            data-testid="citation-list-count"
          >
            {citationListTexts.shown(list.length, matching)}
          </p>
          {list.length === 0 ? (
            <div className={css({ py: '8', textAlign: 'center' })}>
              <p className={css({ fontWeight: 'semibold' })}>{citationListTexts.noMatch}</p>
              <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })}>
                {citationListTexts.noMatchHint}
              </p>
            </div>
          ) : (
            <ul className={card({ padding: 'none' })} data-testid="citation-list">
              {list.map((citation) => (
                <CitationCard
                  key={citation.id}
                  citation={citation}
                  chapterTitle={titles.get(citation.chapterId) ?? null}
                  actions={actions}
                />
              ))}
            </ul>
          )}
          {citations.hasNextPage ? (
            // Scrolling near it loads the next page; the button does it for keyboard users.
            <div ref={sentinel} className={css({ textAlign: 'center' })}>
              <Button
                variant="outline"
                size="sm"
                disabled={citations.isFetchingNextPage}
                onClick={loadMore}
              >
                {citationListTexts.showMore}
              </Button>
            </div>
          ) : null}
        </div>
      )}

      {found ? (
        <ReplacementsDialog
          replacements={found.replacements}
          pending={actions.busyCitation === found.citationId}
          onReplace={(apa) => actions.replace(found.citationId, apa, () => setFound(null))}
          onClose={() => setFound(null)}
        />
      ) : null}
    </TabSection>
  );
}

/** The status filter (each choice with its count from the server) and the search box. */
function CitationFilters({
  status,
  onStatusChange,
  search,
  onSearchChange,
  counts,
}: {
  status: CitationStatus | null;
  onStatusChange: (status: CitationStatus | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  counts: CitationStatusCounts | null;
}) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' })}>
      <div
        role="group"
        aria-label={citationListTexts.statusFilter}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}
      >
        {STATUS_FILTERS.map(([value, key]) => (
          <Button
            key={key}
            variant={status === value ? 'accent' : 'outline'}
            size="sm"
            aria-pressed={status === value}
            onClick={() => onStatusChange(value)}
            data-testid={`citation-filter-${key}`}
          >
            {value ? CITATION_STATUS_LABELS[value] : citationListTexts.all}{' '}
            <span className={css({ fontVariantNumeric: 'tabular-nums', opacity: 0.8 })}>
              {counts ? wholeNumber(counts[key]) : '…'}
            </span>
          </Button>
        ))}
      </div>
      <input
        type="search"
        aria-label={citationListTexts.search}
        placeholder={`${citationListTexts.search}…`}
        maxLength={CITATION_SEARCH_MAX}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        className={cx(input(), css({ flex: '1', minW: '48' }))}
      />
    </div>
  );
}
