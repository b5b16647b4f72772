import type { FigureCaption } from '@receipts/domain';
import { insertCrossReference } from '@receipts/editor/browser';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { input } from 'styled-system/recipes';
import { FormDialog } from '../../components/form-dialog.tsx';
import { focusEditorOnClose } from '../editor/focus-editor-on-close.ts';
import { Field } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import type { ChapterEditorView } from '../editor/chapter-editor-view.ts';
import { crossReferenceChoices } from './cross-reference-targets.ts';
import { figureTexts } from './figure-texts.ts';

const t = figureTexts.crossReference;

const captionsById = (list: readonly FigureCaption[]) =>
  new Map(list.map(({ id, caption }) => [id, caption]));

/**
 * The toolbar's (and Mod-Alt-r's) cross-reference form: pick one of the book's numbered figures
 * and tables, labelled as the book numbers them now; the reference goes in at the caret.
 */
export function CrossReferenceDialog({
  editor,
  bookId,
  chapterId,
  open,
  onOpenChange,
}: {
  editor: ChapterEditorView;
  bookId: number;
  chapterId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTrpc();
  const book = useQuery({ ...trpc.books.get.queryOptions({ id: bookId }), enabled: open }).data;
  // The chapter list the editor's numbering already holds, and the captions of the other chapters'
  // figures and tables, read afresh at each opening: not every chapter's text (issue #28).
  const chapters = useQuery({
    ...trpc.chapters.summariesByBook.queryOptions({ id: bookId }),
    enabled: open,
  }).data;
  const captions = useQuery({
    ...trpc.chapters.figureCaptionsByBook.queryOptions({ id: bookId }),
    enabled: open,
    staleTime: 0,
    select: captionsById,
  }).data;
  const choices = useMemo(
    () =>
      open && book && chapters && captions
        ? crossReferenceChoices(book, chapters, captions, {
            id: chapterId,
            items: editor.numberedItems(),
          })
        : null,
    [open, book, chapters, captions, chapterId, editor],
  );
  const [picked, setPicked] = useState('');
  const choice = choices?.find((c) => c.key === picked) ?? choices?.[0];
  return (
    <FormDialog
      open={open}
      onOpenChange={focusEditorOnClose(editor, onOpenChange)}
      title={t.title}
      description={t.description}
      submitLabel={t.apply}
      canSubmit={choice !== undefined}
      onSubmit={() => {
        if (choice) editor.run(insertCrossReference(choice.target));
        onOpenChange(false);
      }}
    >
      {choices === null ? (
        <p>{t.loading}</p>
      ) : choices.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <Field label={t.target} htmlFor="cross-reference-target">
          <select
            id="cross-reference-target"
            className={input()}
            value={choice?.key ?? ''}
            onChange={(event) => setPicked(event.target.value)}
          >
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {`${c.label}${c.caption ? `: ${c.caption}` : ''} (${c.chapterTitle})`}
              </option>
            ))}
          </select>
        </Field>
      )}
    </FormDialog>
  );
}
