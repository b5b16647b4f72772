import { useEffect } from 'react';
import type { ChapterEditorView } from './chapter-editor-view.ts';

/**
 * Typewriter scrolling: after each edit or caret move the page scrolls so that the caret's line
 * stays in the middle of the screen (iA Writer's and Scrivener's option), once per frame.
 */
export function useTypewriterScrolling(editor: ChapterEditorView | null, on: boolean): void {
  useEffect(() => {
    if (!editor || !on) return;
    let frame = 0;
    const centre = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const { view } = editor;
        if (!view.hasFocus()) return;
        const caret = view.coordsAtPos(view.state.selection.head);
        const middle = (caret.top + caret.bottom) / 2;
        window.scrollBy({ top: middle - window.innerHeight / 2 });
      });
    };
    const stop = editor.subscribeCaret(centre);
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [editor, on]);
}
