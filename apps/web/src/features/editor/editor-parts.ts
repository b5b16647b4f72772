// The editor's own code, loaded apart from the page's (./editor-code.ts): the view and the toolbar,
// whose commands come from the same ProseMirror stack.
export { ChapterEditorView } from './chapter-editor-view.ts';
export { EditorToolbar } from './editor-toolbar.tsx';
