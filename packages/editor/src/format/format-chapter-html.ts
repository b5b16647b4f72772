import { htmlToDoc } from '../html/html-codec.ts';
import { chapterFromDoc } from '../server/sanitize-chapter-html.ts';
import { formatChapterDoc } from './format-chapter.ts';

export interface FormattedChapter {
  html: string;
  wordCount: number;
  changesApplied: string[];
}

/** Chapter HTML through the schema and the PE-standards formatter, written back by the schema. */
export function formatChapterHtml(html: string): FormattedChapter {
  if (html.trim() === '') return { html: '', wordCount: 0, changesApplied: [] };
  const { doc, changesApplied } = formatChapterDoc(htmlToDoc(html));
  const { html: formatted, wordCount } = chapterFromDoc(doc);
  return { html: formatted, wordCount, changesApplied };
}
