import type { ChapterEditorView } from './chapter-editor-view.ts';

/** An editor dialog's open-change handler that puts focus back in the text when it closes. */
export function focusEditorOnClose(
  editor: ChapterEditorView,
  onOpenChange: (open: boolean) => void,
): (open: boolean) => void {
  return (next) => {
    onOpenChange(next);
    if (!next) editor.focus();
  };
}
