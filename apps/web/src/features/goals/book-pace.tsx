import { writingPace, type Book } from '@receipts/domain';
import { useQuery } from '@tanstack/react-query';
import { Target } from 'lucide-react';
import { css } from 'styled-system/css';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { goalTexts, paceSentence } from './goal-texts.ts';

/**
 * The book page's line under the summary cards: words written today on it and the pace its
 * deadline needs. The pace follows the book query (refreshed by every chapter write); the progress
 * query gives the writer's today and today's words, which only the editor's saves change.
 */
export function BookPace({ book }: { book: Book }) {
  const trpc = useTrpc();
  const progress = useQuery(trpc.goals.bookProgress.queryOptions({ id: book.id }));
  const data = progress.data;
  const sentence = data
    ? paceSentence(
        writingPace({ ...book, today: data.today }),
        book.targetWordCount,
        book.deadline,
        data.today,
      )
    : null;
  return (
    <p
      data-testid="book-pace"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '2',
        minH: '1lh',
        fontSize: 'sm',
        color: 'fg.muted',
      })}
    >
      {data ? (
        <>
          <Target aria-hidden className={css({ w: '4', h: '4' })} />
          <span>{goalTexts.bookToday(data.wordsToday)}</span>
          <span aria-hidden>·</span>
          <span>{sentence ?? goalTexts.noDeadline}</span>
        </>
      ) : null}
    </p>
  );
}
