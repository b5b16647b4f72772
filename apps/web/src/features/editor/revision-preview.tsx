import { EditorState, EditorView, parseChapterHtml } from '@receipts/editor/browser';
import { useEffect, useRef } from 'react';
import { proseStyles } from './prose-styles.ts';

/** A revision's HTML rendered read-only through the chapter schema (whatever it cannot hold is dropped). */
export function RevisionPreview({ content }: { content: string | null }) {
  const mount = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!mount.current) return;
    const view = new EditorView(mount.current, {
      state: EditorState.create({ doc: parseChapterHtml(content) }),
      editable: () => false,
      attributes: { 'aria-readonly': 'true', 'data-testid': 'revision-preview' },
    });
    return () => view.destroy();
  }, [content]);
  return <div ref={mount} className={proseStyles} />;
}
