export { sanitizeChapterHtml, type SanitizedChapter } from './sanitize-chapter-html.ts';
export { sanitizeChapterEdit, type StoredChapterText } from './sanitize-chapter-edit.ts';
export { docToHtml, htmlToDoc } from '../html/html-codec.ts';
export { ChapterHtmlError, MAX_ELEMENT_DEPTH, MAX_OPEN_ELEMENTS } from '../html/html-tree.ts';
export { formatChapterHtml, type FormattedChapter } from '../format/format-chapter-html.ts';
export { chapterBlocks } from '../text/chapter-blocks.ts';
export {
  inlineNotes,
  metadataFromFields,
  readMasterPlan,
  sceneBreaksFromOrnaments,
  splitChapters,
  type ImportedChapter,
} from '../import/index.ts';
