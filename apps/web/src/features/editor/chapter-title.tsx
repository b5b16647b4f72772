import { useMutation } from '@tanstack/react-query';
import { messages, type Chapter, type ChapterUpdateResult, titleToSave } from '@receipts/domain';
import { useState, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { TITLE_PAINTED } from './editor-code.ts';
import { editorTexts } from './editor-texts.ts';

// The heading and its edit field share one type, size and box, so editing does not move the page.
const titleType = css({
  display: 'block',
  w: 'full',
  m: '0',
  px: '1',
  mx: '-1',
  py: '0.5',
  fontFamily: 'heading',
  fontSize: { base: '2xl', md: '4xl' },
  fontWeight: 'semibold',
  letterSpacing: '-0.015em',
  lineHeight: '1.2',
  color: 'fg.default',
  borderRadius: 'md',
  borderWidth: '0',
});
const heading = css({ cursor: 'text', _hover: { bg: 'bg.subtle' } });
const field = css({
  bg: 'bg.subtle',
  outline: 'none',
  boxShadow: 'inset 0 -2px 0 0 var(--colors-accent-default)',
  _focusVisible: { outline: 'none' },
});

/** The chapter title: double-click to edit; Enter or blur saves if non-empty and changed, Escape cancels. */
export function ChapterTitle({
  chapter,
  onSaved,
}: {
  chapter: Chapter;
  onSaved: (saved: ChapterUpdateResult) => void;
}) {
  const trpc = useTrpc();
  const notify = useNotify();
  const [draft, setDraft] = useState<string | null>(null);
  const rename = useMutation(
    trpc.chapters.update.mutationOptions({
      onSuccess: (saved) => {
        onSaved(saved);
        notify.success(messages.toasts.success.titleUpdated);
      },
      onError: (error) => notify.error(messages.toasts.error.update(errorMessage(error))),
    }),
  );

  const finish = (save: boolean) => {
    if (draft === null) return;
    setDraft(null);
    const title = save ? titleToSave(draft, chapter.title) : null;
    if (title) rename.mutate({ id: chapter.id, title });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish(true);
    else if (event.key === 'Escape') finish(false);
  };

  if (draft !== null) {
    return (
      <input
        aria-label={editorTexts.titleInputLabel}
        className={cx(titleType, field)}
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true)}
      />
    );
  }
  return (
    <h1
      {...{ elementtiming: TITLE_PAINTED }}
      className={cx(titleType, heading)}
      title={editorTexts.titleHint}
      onDoubleClick={() => setDraft(chapter.title)}
    >
      {rename.isPending && rename.variables ? rename.variables.title : chapter.title}
    </h1>
  );
}
