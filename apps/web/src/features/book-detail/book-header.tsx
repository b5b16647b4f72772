import { COVER_SIZES, messages, type Book } from '@receipts/domain';
import { css } from 'styled-system/css';
import { SeriesBadge } from '../books/series-badge.tsx';
import { StatusBadge } from '../books/status-badge.tsx';
import { UploadChaptersButton } from '../chapters/upload-chapters-button.tsx';
import { ExportMenu } from '../export/export-menu.tsx';
import { AiAnalysisDialog } from './ai-analysis-dialog.tsx';
import { AnalyzeDraftButton } from './analyze-draft-button.tsx';
import { TypographicCover } from '../books/typographic-cover.tsx';
import { CoverPicture } from '../covers/cover-picture.tsx';
import { CoverUpload } from './cover-upload.tsx';
import { EditBookDialog } from './edit-book-dialog.tsx';

const text = messages.bookDetail;
const meta = css({ fontSize: 'sm', color: 'fg.muted' });

/** Cover, title, badges, the book's details and its actions. */
export function BookHeader({ book, chapterCount }: { book: Book; chapterCount: number }) {
  return (
    <div
      className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '6' })}
    >
      <div
        className={css({
          w: { base: '32', md: '40' },
          flexShrink: 0,
          aspectRatio: '2 / 3',
          bg: 'bg.muted',
          borderRadius: 'lg',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          borderWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        {book.coverImageUrl ? (
          <CoverPicture
            url={book.coverImageUrl}
            alt={text.coverAlt(book.title)}
            sizes={COVER_SIZES.bookPage}
            priority
            className={css({ w: '100%', h: '100%', objectFit: 'cover' })}
          />
        ) : (
          <TypographicCover book={book} />
        )}
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
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <h1
            className={css({
              fontSize: { base: '2xl', md: '3xl' },
              fontWeight: 'semibold',
              overflowWrap: 'anywhere',
            })}
          >
            {book.title}
          </h1>
          <SeriesBadge seriesName={book.seriesName} seriesNumber={book.seriesNumber} size="md" />
          <StatusBadge status={book.status} />
        </div>
        {book.subtitle ? (
          <p
            data-testid="book-subtitle"
            className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted' })}
          >
            {book.subtitle}
          </p>
        ) : null}
        {book.authorName ? (
          <p className={css({ color: 'fg.muted' })}>{text.byAuthor(book.authorName)}</p>
        ) : null}
        {book.description ? (
          // Paragraph breaks and line breaks as the writer (or the plan) wrote them.
          <p
            data-testid="book-description"
            className={css({ maxW: '3xl', whiteSpace: 'pre-line' })}
          >
            {book.description}
          </p>
        ) : null}
        <dl
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: '5',
            rowGap: '1',
            '& dt': { display: 'inline', fontWeight: 'medium', color: 'fg.default' },
            '& dd': { display: 'inline' },
          })}
        >
          {book.genre ? (
            <div className={meta}>
              <dt>Genre: </dt>
              <dd>{book.genre}</dd>
            </div>
          ) : null}
          {book.isbn ? (
            <div className={meta}>
              <dt>ISBN: </dt>
              <dd>{book.isbn}</dd>
            </div>
          ) : null}
        </dl>
        <p className={meta} data-testid="target-chapters">
          {text.targetChapters(chapterCount, book.targetChapterCount)}
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>
          <EditBookDialog book={book} />
          {book.aiAnalysisLog ? (
            <AiAnalysisDialog title={book.title} log={book.aiAnalysisLog} />
          ) : null}
          <AnalyzeDraftButton bookId={book.id} />
          <CoverUpload bookId={book.id} hasCover={book.coverImageUrl !== null} />
          <UploadChaptersButton bookId={book.id} label="Upload Document" />
          <ExportMenu bookId={book.id} />
        </div>
      </div>
    </div>
  );
}
