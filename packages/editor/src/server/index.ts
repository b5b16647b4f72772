export { sanitizeChapterHtml, type SanitizedChapter } from './sanitize-chapter-html.ts';
export { docToHtml, htmlToDoc } from '../html/html-codec.ts';
