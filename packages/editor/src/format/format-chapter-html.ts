import { countWords } from '@receipts/domain';
import { docToHtml, htmlToDoc } from '../html/html-codec.ts';
import { docText } from '../text/doc-text.ts';
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
  const text = docText(doc);
  return {
    html: text.trim() === '' ? '' : docToHtml(doc),
    wordCount: countWords(text),
    changesApplied,
  };
}
