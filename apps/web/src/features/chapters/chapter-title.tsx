import { titleToSave } from '@receipts/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { useSingleOrDoubleClick } from './use-single-or-double-click.ts';

interface ChapterTitleProps {
  bookId: number;
  chapterId: number;
  title: string;
  onRename: (title: string) => void;
}

/**
 * The chapter's title: a click opens the editor, a double click (or F2) edits it in place.
 * Enter or blur saves a trimmed, changed, non-empty title; Escape cancels.
 */
export function ChapterTitle({ bookId, chapterId, title, onRename }: ChapterTitleProps) {
  const navigate = useNavigate();
  const [draft, setDraftState] = useState<string | null>(null);
  // The input can blur while it unmounts after Enter or Escape; the ref makes finishing happen once.
  const editing = useRef(false);
  const setDraft = (value: string | null) => {
    editing.current = value !== null;
    setDraftState(value);
  };
  const params = { bookId: String(bookId), chapterId: String(chapterId) };
  const clicks = useSingleOrDoubleClick(
    () => void navigate({ to: '/books/$bookId/chapters/$chapterId', params }),
    () => setDraft(title),
  );

  const finish = (save: boolean) => {
    if (!editing.current) return;
    const next = save && draft !== null ? titleToSave(draft, title) : null;
    setDraft(null);
    if (next) onRename(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  };

  if (draft !== null) {
    return (
      <input
        aria-label="Chapter title"
        className={input({ size: 'md' })}
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true)}
        onClick={(event) => event.stopPropagation()}
      />
    );
  }

  return (
    <Link
      to="/books/$bookId/chapters/$chapterId"
      params={params}
      {...clicks}
      onKeyDown={(event) => {
        if (event.key === 'F2') {
          event.preventDefault();
          setDraft(title);
        }
      }}
      title="Click to open, double-click to rename"
      data-testid="chapter-title"
      className={css({
        fontWeight: 'medium',
        overflowWrap: 'anywhere',
        userSelect: 'none',
        _hover: { textDecoration: 'underline' },
        _focusVisible: {
          outline: '2px solid',
          outlineColor: 'focusRing',
          outlineOffset: '2px',
          borderRadius: 'sm',
        },
      })}
    >
      {title}
    </Link>
  );
}
