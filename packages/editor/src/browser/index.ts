// The browser half of the editor package: the view, its plugins and commands. Import it only from
// code-split modules (the chapter editor route), so ProseMirror stays out of other bundles.
export { EditorState, TextSelection, type Transaction } from 'prosemirror-state';
export { EditorView } from 'prosemirror-view';
export type { Node as ChapterDoc } from 'prosemirror-model';
export { activeState, sameActiveState, type ActiveState } from './active-state.ts';
export { parseChapterHtml, serializeChapterHtml } from './chapter-html.ts';
export { chapterPlugins } from './chapter-plugins.ts';
export {
  insertFootnote,
  insertSceneBreak,
  setTextAlign,
  toggleBlockquote,
  toggleHeading,
  toggleList,
  toggleMarkCommand,
  type ToggleableMark,
} from './commands.ts';
export { linkHrefAt, setLink } from './link-command.ts';
export { docText } from '../text/doc-text.ts';
export { schema } from '../schema.ts';
export { chapterInputRules } from './input-rules.ts';
export { chapterKeymap } from './keymap.ts';
export { linkPastePlugin } from './link-paste.ts';
export { referenceListPlugin, REFERENCE_ENTRY_CLASS } from './reference-list.ts';
export { cleanPastedHtml } from './paste-html.ts';
export { linkifySlice } from './linkify.ts';
export { findLinks, linkInToken, type FoundLink } from '../links/find-links.ts';
export { isAllowedHref, normalizeHref } from '../links/allowed-href.ts';
export { directTextInputPlugin } from './direct-text-input.ts';
export { BlockWindow } from './block-window.ts';
export { rewriteTransaction } from './rewrite-transaction.ts';
export { closeHistory, undo } from 'prosemirror-history';
export { FOOTNOTE_NUMBER_ATTRIBUTE, footnoteNumbers } from './footnote-numbers.ts';
export { FOOTNOTE_CLASS, FOOTNOTE_EDITOR_CLASS } from './footnote-view.ts';
export {
  addColumnAfter,
  addColumnBefore,
  addRowAfter,
  addRowBefore,
  deleteColumn,
  deleteRow,
  deleteTable,
  insertTable,
  MAX_TABLE_COLUMNS,
  MAX_TABLE_ROWS,
  mergeCells,
  splitCell,
  toggleHeaderColumn,
  toggleHeaderRow,
} from './table-commands.ts';
export { TABLE_CAPTION_CLASS, TABLE_FIGURE_CLASS, TABLE_LABEL_ATTRIBUTE } from './table-plugins.ts';
export { isInTable } from 'prosemirror-tables';
export {
  figurePlugin,
  relabelFigures,
  uploadAndInsert,
  type FigurePluginOptions,
} from './figures/figure-plugin.ts';
export { insertFigure, type UploadedFigureImage } from './figures/figure-commands.ts';
export {
  insertCrossReference,
  type CrossReferenceTarget,
} from './figures/cross-reference-commands.ts';
export { FIGURE_CLASS } from './figures/figure-view.ts';
export { numberedItems, numberedKeys, type NumberedItem } from '../figures/numbered-items.ts';
export {
  CITATION_STATUS_CLASS,
  CITATION_STATUS_LABEL_CLASS,
  citationDecorations,
  citationRanges,
  citationStatusPlugin,
  setCitationStatuses,
  type CitationRange,
  type CitationStatusOf,
} from './citation-status.ts';
export {
  SEARCH_CURRENT_CLASS,
  SEARCH_MATCH_CLASS,
  searchHighlightPlugin,
  setSearchHighlights,
} from './search-highlight.ts';
export {
  CROSSES_NOTE_OR_BREAK,
  replaceDocMatches,
  searchDoc,
  type DocMatch,
} from '../search/index.ts';
