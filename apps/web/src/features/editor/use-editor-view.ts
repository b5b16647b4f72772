import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ChapterEditorView, ChapterEditorViewOptions } from './chapter-editor-view.ts';
import { editorCodeAfterPaint, type EditorCode } from './editor-code.ts';

/**
 * The chapter's editor view in `mount`, created once its code has come (./editor-code.ts) and
 * destroyed with the page, with the toolbar that came in the same code: both null until then.
 * `options` are read when the view is created; a new `content` means a new view. A failed load
 * throws into the route's error page, as a route's own code does.
 */
export function useEditorView(
  mount: RefObject<HTMLDivElement | null>,
  options: ChapterEditorViewOptions,
): { editor: ChapterEditorView | null; Toolbar: EditorCode['EditorToolbar'] | null } {
  const [editor, setEditor] = useState<ChapterEditorView | null>(null);
  const [Toolbar, setToolbar] = useState<EditorCode['EditorToolbar'] | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const { content } = options;

  useEffect(() => {
    let view: ChapterEditorView | null = null;
    let unmounted = false;
    const open = async () => {
      const code = await editorCodeAfterPaint();
      view = await code.ChapterEditorView.open(
        mount.current!,
        { ...latestOptions.current, content },
        () => unmounted,
      );
      if (!view) return;
      // An empty chapter opens ready to type; a written one keeps the reader at its start.
      if (!view.getSnapshot().hasContent) view.focus();
      setEditor(view);
      setToolbar(() => code.EditorToolbar);
    };
    open().catch((error: unknown) => {
      if (!unmounted) setFailure({ error });
    });
    return () => {
      unmounted = true;
      view?.destroy();
    };
  }, [mount, content]);

  return { editor, Toolbar };
}
