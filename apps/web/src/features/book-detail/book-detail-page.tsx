import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { messages } from '@receipts/domain';
import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { css, cx } from 'styled-system/css';
import { button, skeleton } from 'styled-system/recipes';
import { Tabs } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';
import { ChaptersTab } from '../chapters/chapters-tab.tsx';
import { bibliographyTexts } from '../bibliography/bibliography-texts.ts';
import { BookHeader } from './book-header.tsx';
import type { BookTab } from './book-tab.ts';
import { SummaryCards } from './summary-cards.tsx';
import { BookSearchButton } from '../find/book-search-button.tsx';
import { BookPace } from '../goals/book-pace.tsx';
import { BookFileDrop } from '../file-drop/book-file-drop.tsx';

const text = messages.bookDetail;

// The page opens on its chapters: the other tabs' code loads when one is first shown.
const milestonesTab = lazyPart(
  async () => (await import('../milestones/milestones-tab.tsx')).MilestonesTab,
);
const citationsTab = lazyPart(
  async () => (await import('../citations/citations-tab.tsx')).CitationsTab,
);
const bibliographyTab = lazyPart(
  async () => (await import('../bibliography/bibliography-tab.tsx')).BibliographyTab,
);

function BackButton() {
  return (
    <Link
      to="/"
      className={cx(button({ variant: 'ghost', size: 'sm' }), css({ alignSelf: 'flex-start' }))}
    >
      <ArrowLeft /> {messages.common.back}
    </Link>
  );
}

function BookDetailSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading book"
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <div className={css({ display: 'flex', gap: '6' })}>
        <div className={`${skeleton()} ${css({ w: '40', aspectRatio: '2 / 3' })}`} />
        <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '3' })}>
          <div className={`${skeleton()} ${css({ h: '9', w: '2/3' })}`} />
          <div className={`${skeleton()} ${css({ h: '5', w: '1/3' })}`} />
          <div className={`${skeleton()} ${css({ h: '16', w: 'full' })}`} />
        </div>
      </div>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          gap: '4',
        })}
      >
        {[0, 1, 2].map((key) => (
          <div key={key} className={`${skeleton()} ${css({ h: '28' })}`} />
        ))}
      </div>
    </div>
  );
}

function BookNotFound() {
  return (
    <div className={css({ py: '16', textAlign: 'center' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
        {messages.notFound.bookTitle}
      </h1>
      <p className={css({ mt: '2', color: 'fg.muted' })}>{messages.notFound.bookDescription}</p>
    </div>
  );
}

/** /book/{id}: the book's details, summary cards and the Chapters / Milestones / Citations / Bibliography tabs. */
export function BookDetailPage({
  bookId,
  tab,
  onTabChange,
}: {
  bookId: number;
  tab: BookTab;
  onTabChange: (tab: BookTab) => void;
}) {
  const trpc = useTrpc();
  const valid = Number.isInteger(bookId) && bookId > 0;
  const book = useQuery({ ...trpc.books.get.queryOptions({ id: bookId }), enabled: valid });
  const chapters = useQuery({
    ...trpc.chapters.summariesByBook.queryOptions({ id: bookId }),
    enabled: valid,
  });

  let body;
  if (!valid || book.isError) body = <BookNotFound />;
  else if (book.isPending) body = <BookDetailSkeleton />;
  else
    body = (
      <>
        <BookHeader book={book.data} chapterCount={chapters.data?.length ?? 0} />
        <BookSearchButton bookId={bookId} />
        <SummaryCards book={book.data} chapters={chapters.data} />
        <BookPace book={book.data} />
        <BookFileDrop bookId={bookId} />
        <Tabs.Root
          value={tab}
          onValueChange={(details) => onTabChange(details.value as BookTab)}
          lazyMount
        >
          <Tabs.List>
            <Tabs.Trigger value="chapters">{text.tabs.chapters}</Tabs.Trigger>
            <Tabs.Trigger value="milestones">{text.tabs.milestones}</Tabs.Trigger>
            <Tabs.Trigger value="citations">{text.tabs.citations}</Tabs.Trigger>
            <Tabs.Trigger value="bibliography">{bibliographyTexts.tab}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="chapters">
            <ChaptersTab bookId={bookId} />
          </Tabs.Content>
          <Tabs.Content value="milestones">
            <Suspense fallback={null}>
              <milestonesTab.Component bookId={bookId} />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="citations">
            <Suspense fallback={null}>
              <citationsTab.Component bookId={bookId} />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="bibliography">
            <Suspense fallback={null}>
              <bibliographyTab.Component bookId={bookId} />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </>
    );

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <BackButton />
      {body}
    </div>
  );
}
