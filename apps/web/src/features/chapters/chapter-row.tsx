import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useNavigate } from '@tanstack/react-router';
import type { ChapterSummary, NumberedChapter } from '@receipts/domain';
import type { KeyboardEvent, KeyboardEventHandler } from 'react';
import { GripVertical, Trash2 } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { button, listRow } from 'styled-system/recipes';
import { wholeNumber } from '../../lib/whole-number.ts';
import { chapterListTexts } from './chapter-list-texts.ts';
import { ChapterStatusSelect } from './chapter-status-select.tsx';
import { ChapterTitle } from './chapter-title.tsx';
import type { ChapterActions } from './use-chapter-actions.ts';

interface ChapterRowProps {
  numbered: NumberedChapter<ChapterSummary>;
  actions: ChapterActions;
  onDelete: (chapter: ChapterSummary) => void;
  /** Alt+ArrowUp / Alt+ArrowDown on the handle: one place up (-1) or down (1). */
  onMove: (step: -1 | 1) => void;
}

/**
 * One chapter: reorder handle, number, title, status select, delete. A click on the row's free
 * space opens the editor at once; the title waits to tell a click from a double click.
 */
export function ChapterRow({
  numbered: { chapter, label },
  actions,
  onDelete,
  onMove,
}: ChapterRowProps) {
  const navigate = useNavigate();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: chapter.id });
  const { onKeyDown: dragKeyDown, ...pointerListeners } = listeners ?? {};
  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onMove(event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    (dragKeyDown as KeyboardEventHandler | undefined)?.(event);
  };
  const open = () =>
    void navigate({
      to: '/books/$bookId/chapters/$chapterId',
      params: { bookId: String(chapter.bookId), chapterId: String(chapter.id) },
    });

  return (
    <li
      ref={setNodeRef}
      data-testid="chapter-row"
      data-chapter-id={chapter.id}
      onClick={open}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        listRow(),
        css({
          display: 'grid',
          gridTemplateColumns: { base: 'auto 1fr auto', md: 'auto 1fr 11rem auto' },
          alignItems: 'center',
          gap: '3',
          cursor: 'pointer',
          bg: 'bg.default',
          position: 'relative',
          zIndex: isDragging ? 10 : 'auto',
          boxShadow: isDragging ? 'raised' : undefined,
          _hover: { bg: 'bg.subtle' },
        }),
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...pointerListeners}
        onKeyDown={onHandleKeyDown}
        onClick={(event) => event.stopPropagation()}
        data-reorder-handle={chapter.id}
        aria-label={chapterListTexts.moveHandle(chapter.title)}
        className={cx(
          button({ variant: 'ghost', size: 'iconSm' }),
          css({ cursor: 'grab', touchAction: 'none', color: 'fg.muted' }),
        )}
      >
        <GripVertical />
      </button>
      <div className={css({ minW: '0', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        {label ? (
          <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' })}>
            {label}
          </span>
        ) : null}
        <ChapterTitle
          bookId={chapter.bookId}
          chapterId={chapter.id}
          title={actions.displayTitle(chapter)}
          onRename={(title) => actions.rename(chapter, title)}
        />
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {wholeNumber(chapter.wordCount)} words
        </span>
      </div>
      {/* The select's list renders inside the row: keep its clicks from opening the chapter. */}
      <div
        onClick={(event) => event.stopPropagation()}
        className={css({
          gridColumn: { base: '2 / -1', md: 'auto' },
          gridRow: { base: '2', md: 'auto' },
        })}
      >
        <ChapterStatusSelect
          status={chapter.status}
          title={chapter.title}
          onChange={(status) => actions.setStatus(chapter, status)}
        />
      </div>
      <button
        type="button"
        aria-label={`Delete ${chapter.title}`}
        className={button({ variant: 'ghost', size: 'iconSm' })}
        onClick={(event) => {
          event.stopPropagation();
          onDelete(chapter);
        }}
      >
        <Trash2 />
      </button>
    </li>
  );
}
