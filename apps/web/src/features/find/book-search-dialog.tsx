import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_SEARCH_OPTIONS,
  SEARCH_RESULT_LIMIT,
  type BookSearchResult,
  type SearchMatch,
  type SearchOptions,
} from '@receipts/domain';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { DialogCloseButton } from '../../components/dialog-close-button.tsx';
import { Button, Dialog } from '../../components/ui/index.ts';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { findTexts as t } from './find-texts.ts';
import { SearchOptionsFields } from './search-options-fields.tsx';

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

interface Submitted extends SearchOptions {
  q: string;
}

/** The matches loaded so far grouped by chapter, in reading order (every chapter with its count). */
function byChapter(result: BookSearchResult, matches: readonly SearchMatch[]) {
  const groups = new Map<number, SearchMatch[]>();
  for (const match of matches) {
    groups.set(match.chapterId, [...(groups.get(match.chapterId) ?? []), match]);
  }
  return result.chapters.map((chapter) => ({
    ...chapter,
    matches: groups.get(chapter.chapterId) ?? [],
  }));
}

/**
 * Search and replace across the book (Ctrl/Cmd+Shift+F): matches grouped by chapter with their
 * context, replace one or all through the server, which counts again under lock (a different
 * count changes nothing) and keeps each changed chapter's old text as a revision.
 */
export function BookSearchDialog({
  bookId,
  open,
  onOpenChange,
  onReplaced,
}: {
  bookId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a replace changed chapters (the editor reloads its own). */
  onReplaced?: (chapterIds: number[]) => void;
}) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [options, setOptions] = useState<SearchOptions>(DEFAULT_SEARCH_OPTIONS);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ message: string; only?: SearchMatch } | null>(null);

  // The first page lists up to 1,000 matches with every chapter's count; "Show more" loads the next.
  const search = useInfiniteQuery({
    ...trpc.search.book.infiniteQueryOptions(
      { id: bookId, ...(submitted ?? { q: '', ...options }) },
      { getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
    enabled: open && submitted !== null,
    retry: false,
    staleTime: 0,
  });
  const replace = useMutation(trpc.search.replace.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    setAsking(null);
    if (query !== '') setSubmitted({ q: query, ...options });
  };

  const result = search.data?.pages[0];
  const matches = search.data?.pages.flatMap((page) => page.matches) ?? [];
  const refreshing = search.isFetching && !search.isFetchingNextPage;

  const run = (only: SearchMatch | undefined, changeCitations: boolean) => {
    if (!submitted || !result) return;
    const { q, ...searched } = submitted;
    replace.mutate(
      {
        id: bookId,
        find: q,
        replace: replacement,
        ...searched,
        expectedMatches: result.total,
        changeCitations,
        ...(only ? { only: { chapterId: only.chapterId, from: only.from } } : {}),
      },
      {
        onSuccess: async (reply) => {
          setAsking(null);
          setNote(t.bookReplaced(reply.replaced, reply.chapters.length));
          const changed = reply.chapters.map((chapter) => chapter.chapterId);
          await queryClient.invalidateQueries();
          onReplaced?.(changed);
        },
        onError: (error) => {
          const message = errorMessage(error) ?? '';
          // The server asks before changing a citation's author or year: the writer decides.
          if (!changeCitations && /citation/u.test(message) && /changeCitations/u.test(message)) {
            setAsking({ message: message.replace(/ \(changeCitations: true\)/u, ''), only });
          } else {
            setNote(message);
            void search.refetch();
          }
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: '3xl', maxH: '90vh', overflowY: 'auto' })}>
          <Dialog.Title>{t.bookTitle}</Dialog.Title>
          <Dialog.Description>{t.bookDescription}</Dialog.Description>
          <DialogCloseButton />
          <form
            onSubmit={submit}
            className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' })}
          >
            <div className={row}>
              <input
                aria-label={t.find}
                placeholder={t.find}
                className={`${input()} ${css({ flex: '1 1 14rem' })}`}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoFocus
              />
              <Button type="submit" variant="accent" disabled={query === ''}>
                {t.search}
              </Button>
            </div>
            <SearchOptionsFields value={options} onChange={setOptions} idPrefix="book-search" />
            <div className={row}>
              <input
                aria-label={t.replaceWith}
                placeholder={t.replaceWith}
                className={`${input()} ${css({ flex: '1 1 14rem' })}`}
                value={replacement}
                onChange={(event) => setReplacement(event.target.value)}
              />
              <Button
                type="button"
                variant="outline"
                disabled={!result || result.total === 0 || replace.isPending}
                onClick={() => run(undefined, false)}
              >
                {t.replaceAll}
              </Button>
            </div>
          </form>
          {search.isError && (
            <p role="alert" className={css({ mt: '3', color: 'danger.text', fontSize: 'sm' })}>
              {errorMessage(search.error)}
            </p>
          )}
          {asking && (
            <div
              role="alert"
              className={css({
                mt: '3',
                fontSize: 'sm',
                display: 'flex',
                flexDirection: 'column',
                gap: '2',
              })}
            >
              <p>{asking.message}</p>
              <div className={row}>
                <Button size="sm" variant="accent" onClick={() => run(asking.only, true)}>
                  {t.citationConfirm}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
                  {t.cancel}
                </Button>
              </div>
            </div>
          )}
          {note && (
            <p role="status" className={css({ mt: '3', fontSize: 'sm' })}>
              {note}
            </p>
          )}
          {refreshing && <p className={css({ mt: '3', color: 'fg.muted' })}>{t.searching}</p>}
          {result && !refreshing && (
            <div className={css({ mt: '4', display: 'flex', flexDirection: 'column', gap: '4' })}>
              <p role="status" data-testid="book-search-total">
                {t.totalIn(result.total, result.chapters.length)}
                {matches.length < result.total ? ` ${t.truncated(matches.length)}` : ''}
              </p>
              {byChapter(result, matches).map((chapter) => (
                <section key={chapter.chapterId} aria-label={chapter.chapterTitle}>
                  <h3
                    className={css({
                      fontWeight: 'semibold',
                      display: 'flex',
                      gap: '2',
                      alignItems: 'baseline',
                    })}
                  >
                    <Link
                      to="/books/$bookId/chapters/$chapterId"
                      params={{ bookId: String(bookId), chapterId: String(chapter.chapterId) }}
                      onClick={() => onOpenChange(false)}
                    >
                      {chapter.chapterTitle}
                    </Link>
                    <span
                      className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'normal' })}
                    >
                      {t.chapterCount(chapter.count)}
                    </span>
                  </h3>
                  <ul
                    className={css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '1' })}
                  >
                    {chapter.matches.map((match) => (
                      <li key={match.from} className={row} data-testid="book-search-match">
                        <span className={css({ flex: '1', minW: '0', fontSize: 'sm' })}>
                          {match.before}
                          <mark>{match.match}</mark>
                          {match.after}
                        </span>
                        {match.replaceable ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={replace.isPending}
                            onClick={() => run(match, false)}
                          >
                            {t.replace}
                          </Button>
                        ) : (
                          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                            {t.notReplaceable}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {search.hasNextPage && (
                <Button
                  variant="outline"
                  disabled={search.isFetchingNextPage}
                  onClick={() => void search.fetchNextPage()}
                >
                  {search.isFetchingNextPage
                    ? t.searching
                    : t.showMore(Math.min(SEARCH_RESULT_LIMIT, result.total - matches.length))}
                </Button>
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
