import { afterPainted } from '../../lib/after-painted.ts';
import type * as EditorParts from './editor-parts.ts';

export type EditorCode = typeof EditorParts;

let loading: Promise<EditorCode> | undefined;

/**
 * The editor's code: ProseMirror, the chapter's schema, the view and the toolbar (the `editor`
 * chunk, about a third of the page's script). It is not in the route's static imports, so the
 * chapter's frame and its score panel are drawn without waiting for it. A failed fetch is
 * forgotten, so that the next attempt fetches again.
 */
export function loadEditorCode(): Promise<EditorCode> {
  loading ??= import('./editor-parts.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The `elementtiming` of the chapter's title: the editor's code is fetched once it is on screen. */
export const TITLE_PAINTED = 'chapter-title';

/**
 * The code as the page wants it when it mounts: at once if a navigation has already started the
 * fetch; otherwise (a full load) once the chapter's title is on screen, so that the first paint
 * shares the network with none of it (docs/decisions/pages-fast.md, "The editor's code after the
 * first paint").
 */
export function editorCodeAfterPaint(): Promise<EditorCode> {
  return loading ?? afterPainted(TITLE_PAINTED, 1000).then(loadEditorCode);
}
