import { isAllowedHref, linkHrefAt, setLink } from '@receipts/editor/browser';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { FormDialog } from '../../components/form-dialog.tsx';
import { focusEditorOnClose } from './focus-editor-on-close.ts';
import { Button, Field } from '../../components/ui/index.ts';
import type { ChapterEditorView } from './chapter-editor-view.ts';
import { editorTexts } from './editor-texts.ts';

const t = editorTexts.link;

/**
 * The toolbar's link dialog: an address for the selected text (or, with nothing selected, a link
 * whose text is the address), or removing the link the selection already has.
 */
export function LinkDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: ChapterEditorView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [href, setHref] = useState('');
  const [current, setCurrent] = useState<string | null>(null);
  // Opened by the toolbar (a controlled `open`): start from the link under the selection, if any.
  useEffect(() => {
    if (!open) return;
    const existing = linkHrefAt(editor.view.state);
    setCurrent(existing);
    setHref(existing ?? 'https://');
  }, [open, editor]);
  const trimmed = href.trim();
  const valid = isAllowedHref(trimmed);

  const close = () => onOpenChange(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={focusEditorOnClose(editor, onOpenChange)}
      title={t.title}
      description={t.description}
      submitLabel={t.apply}
      canSubmit={valid}
      onSubmit={() => {
        editor.run(setLink(trimmed));
        close();
      }}
    >
      <Field label={t.address} htmlFor="link-href">
        <input
          id="link-href"
          type="url"
          inputMode="url"
          autoComplete="off"
          className={input()}
          value={href}
          aria-invalid={trimmed !== '' && trimmed !== 'https://' && !valid}
          aria-describedby="link-href-hint"
          onChange={(event) => setHref(event.target.value)}
        />
        <p id="link-href-hint" className={css({ mt: '1.5', fontSize: 'xs', color: 'fg.muted' })}>
          {t.invalid}
        </p>
      </Field>
      {current !== null && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className={css({ alignSelf: 'flex-start' })}
          onClick={() => {
            editor.run(setLink(null));
            close();
          }}
        >
          {t.remove}
        </Button>
      )}
    </FormDialog>
  );
}
