import { useNavigate } from '@tanstack/react-router';
import type { Chapter, NumberedChapter } from '@receipts/domain';
import { Trash2 } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { button, listRow } from 'styled-system/recipes';
import { ChapterStatusSelect } from './chapter-status-select.tsx';
import { ChapterTitle } from './chapter-title.tsx';
import type { ChapterActions } from './use-chapter-actions.ts';

interface ChapterRowProps {
  numbered: NumberedChapter<Chapter>;
  actions: ChapterActions;
  onDelete: (chapter: Chapter) => void;
}

/**
 * One chapter: number, title, status select, delete. A click on the row's free space opens the
 * editor at once; the title waits to tell a click from a double click.
 */
export function ChapterRow({ numbered: { chapter, label }, actions, onDelete }: ChapterRowProps) {
  const navigate = useNavigate();
  const open = () =>
    void navigate({
      to: '/books/$bookId/chapters/$chapterId',
      params: { bookId: String(chapter.bookId), chapterId: String(chapter.id) },
    });

  return (
    <li
      data-testid="chapter-row"
      data-chapter-id={chapter.id}
      onClick={open}
      className={cx(
        listRow(),
        css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr auto', md: '1fr 11rem auto' },
          alignItems: 'center',
          gap: '3',
          cursor: 'pointer',
          _hover: { bg: 'bg.subtle' },
        }),
      )}
    >
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
          {chapter.wordCount.toLocaleString('en-US')} words
        </span>
      </div>
      {/* The select's list renders inside the row: keep its clicks from opening the chapter. */}
      <div
        onClick={(event) => event.stopPropagation()}
        className={css({
          gridColumn: { base: '1 / -1', md: 'auto' },
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
