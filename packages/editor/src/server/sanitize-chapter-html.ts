import { countWords } from '@receipts/domain';
import type { Node as PMNode } from 'prosemirror-model';
import { docText } from '../text/doc-text.ts';
import { docToHtml, htmlToDoc } from '../html/html-codec.ts';

export interface SanitizedChapter {
  /** The HTML the schema can represent, written by the schema; '' for an empty chapter. */
  html: string;
  /** Words of `text` (SPEC's rule in @receipts/domain countWords). */
  wordCount: number;
  /** Plain text: blocks separated by a blank line, hard breaks as newlines. */
  text: string;
}

const EMPTY: SanitizedChapter = { html: '', wordCount: 0, text: '' };

/**
 * Normalises chapter HTML to what the editor schema can represent. Run on every chapter write:
 * scripts, styles, event handlers, frames, images, unknown elements and attributes go, links
 * keep only allowed protocols (a refused link keeps its text), and a chapter without any text
 * is stored as ''. Idempotent: sanitising the output again returns the same HTML.
 *
 * @throws ChapterHtmlError when the HTML holds more than MAX_OPEN_ELEMENTS open elements at once
 *   (no prose does; the message is written for a person, answer 400 with it).
 */
export function sanitizeChapterHtml(html: string): SanitizedChapter {
  if (html.trim() === '') return EMPTY;
  return chapterFromDoc(htmlToDoc(html));
}

function hasFigure(doc: PMNode): boolean {
  let found = false;
  doc.descendants((node) => {
    if (node.type.name === 'figure') found = true;
    return !found && !node.isTextblock;
  });
  return found;
}

/** A chapter document as stored: its HTML written by the schema ('' when it has no text). */
export function chapterFromDoc(doc: PMNode): SanitizedChapter {
  const text = docText(doc);
  if (text.trim() === '' && !hasFigure(doc)) return EMPTY;
  return { html: docToHtml(doc), wordCount: countWords(text), text };
}
