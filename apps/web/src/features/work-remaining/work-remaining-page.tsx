import { useQuery } from '@tanstack/react-query';
import { messages, WORK_REMAINING_FALLBACK_TITLE } from '@receipts/domain';
import { css } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';
import { SimpleSelect } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { ExportMenu } from '../export/export-menu.tsx';
import { readinessChapters } from './readiness-chapters.ts';
import { ReadinessReport } from './readiness-report.tsx';

const text = messages.workRemaining;

/**
 * /quality/work-remaining: publication readiness of one book (`bookId`, from the URL), by default
 * the dashboard's first.
 */
export function WorkRemainingPage({
  bookId: picked,
  onBookChange,
}: {
  bookId: number | null;
  onBookChange: (bookId: number) => void;
}) {
  const trpc = useTrpc();
  const books = useQuery(trpc.books.list.queryOptions());
  const book = books.data?.find((b) => b.id === picked) ?? books.data?.[0];
  const bookId = book?.id ?? 0;
  const milestones = useQuery({
    ...trpc.milestones.listByBook.queryOptions({ id: bookId }),
    enabled: bookId > 0,
  });
  const chapters = useQuery({
    ...trpc.chapters.summariesByBook.queryOptions({ id: bookId }),
    enabled: bookId > 0,
  });

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: '4',
        })}
      >
        <div>
          <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'semibold' })}>
            {text.heading}
          </h1>
          <p
            className={css({ mt: '1.5', color: 'fg.muted' })}
            data-testid="work-remaining-subtitle"
          >
            {text.subtitle(book?.title ?? WORK_REMAINING_FALLBACK_TITLE)}
          </p>
        </div>
        {bookId > 0 ? <ExportMenu bookId={bookId} /> : null}
        {books.data && books.data.length > 0 ? (
          <SimpleSelect
            label="Book"
            items={books.data.map((b) => ({ value: String(b.id), label: b.title }))}
            value={String(bookId)}
            onValueChange={(value) => onBookChange(Number(value))}
            className={css({ w: { base: '100%', sm: '72' } })}
          />
        ) : null}
      </div>
      {books.isPending || (bookId > 0 && (milestones.isPending || chapters.isPending)) ? (
        <div className={`${skeleton()} ${css({ h: '64' })}`} aria-busy="true" />
      ) : (
        <ReadinessReport
          bookId={bookId}
          milestones={milestones.data ?? []}
          chapters={readinessChapters(chapters.data ?? [])}
        />
      )}
    </div>
  );
}
