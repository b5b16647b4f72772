import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from '@tanstack/react-router';
import { COVER_SIZES, type Book } from '@receipts/domain';
import type { KeyboardEventHandler } from 'react';
import { GripVertical, Trash2 } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { SeriesBadge } from '../books/series-badge.tsx';
import { TypographicCover } from '../books/typographic-cover.tsx';
import { StatusBadge } from '../books/status-badge.tsx';
import { CoverPicture } from '../covers/cover-picture.tsx';

const hoverReveal = css({
  opacity: 0,
  transition: 'opacity 120ms',
  '[data-book-card]:hover &, [data-book-card]:focus-within &': { opacity: 1 },
  '@media (hover: none)': { opacity: 1 },
});

interface BookCardProps {
  book: Book;
  onDelete: (book: Book) => void;
  /** The first card: its cover is the dashboard's largest image, fetched first. */
  priority?: boolean;
}

/**
 * A draggable book card. The pointer drags the whole card; the keyboard drags through the grip
 * handle only, so Enter on the title link still opens the book.
 */
export function BookCard({ book, onDelete, priority = false }: BookCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: book.id,
  });
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const onHandleKeyDown = onKeyDown as KeyboardEventHandler | undefined;

  return (
    <article
      ref={setNodeRef}
      data-book-card
      data-testid="book-card"
      data-book-id={book.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      {...pointerListeners}
      className={cx(
        card({ padding: 'none', interactive: true }),
        css({
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          touchAction: 'manipulation',
          userSelect: 'none',
          WebkitTouchCallout: 'none',
          cursor: 'grab',
          zIndex: isDragging ? 10 : 'auto',
          boxShadow: isDragging ? 'raised' : undefined,
        }),
      )}
    >
      <div
        className={css({
          aspectRatio: '2 / 3',
          bg: 'bg.muted',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        })}
      >
        {book.coverImageUrl ? (
          <CoverPicture
            url={book.coverImageUrl}
            alt=""
            sizes={COVER_SIZES.dashboardCard}
            priority={priority}
            className={css({ w: '100%', h: '100%', objectFit: 'cover' })}
            draggable={false}
          />
        ) : (
          <TypographicCover book={book} />
        )}
      </div>
      <div
        className={css({ p: '3', display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })}
      >
        <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', lineClamp: '2' })}>
          <Link
            to="/book/$id"
            params={{ id: String(book.id) }}
            draggable={false}
            className={css({
              _after: { content: '""', position: 'absolute', inset: '0' },
              _focusVisible: {
                outline: 'none',
                _after: { outline: '2px solid', outlineColor: 'focusRing', borderRadius: 'xl' },
              },
            })}
          >
            {book.title}
          </Link>
        </h3>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: 'auto' })}>
          <StatusBadge status={book.status} size="sm" />
          <SeriesBadge seriesName={book.seriesName} seriesNumber={book.seriesNumber} size="sm" />
        </div>
      </div>
      <div
        className={cx(
          hoverReveal,
          css({ position: 'absolute', top: '2', right: '2', display: 'flex', gap: '1', zIndex: 1 }),
        )}
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={onHandleKeyDown}
          aria-label={`Reorder ${book.title}`}
          className={cx(button({ variant: 'outline', size: 'iconSm' }), css({ cursor: 'grab' }))}
        >
          <GripVertical />
        </button>
        <button
          type="button"
          aria-label={`Delete ${book.title}`}
          onMouseDown={(event) => event.stopPropagation()}
          onTouchStart={(event) => event.stopPropagation()}
          onClick={() => onDelete(book)}
          className={button({ variant: 'outline', size: 'iconSm' })}
        >
          <Trash2 />
        </button>
      </div>
    </article>
  );
}
