import { useMutation } from '@tanstack/react-query';
import { messages, type Chapter, type ChapterUpdateResult, titleToSave } from '@receipts/domain';
import { useState, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { errorMessage } from '../../lib/trpc/errors.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { editorTexts } from './editor-texts.ts';

const heading = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'semibold',
  lineHeight: 'tight',
  cursor: 'text',
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
        className={cx(input(), css({ fontSize: '2xl', h: '12', fontWeight: 'semibold' }))}
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
      className={heading}
      title={editorTexts.titleHint}
      onDoubleClick={() => setDraft(chapter.title)}
    >
      {rename.isPending && rename.variables ? rename.variables.title : chapter.title}
    </h1>
  );
}
