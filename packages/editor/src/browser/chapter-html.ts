import type { Node as PMNode } from 'prosemirror-model';
import { docToHtml, htmlToDoc } from '../html/html-codec.ts';

/**
 * Chapter HTML to a schema document in the browser: the very parser the server uses (htmlparser2
 * into a light DOM, then the schema's parse rules), so the editor opens a chapter exactly as the
 * server reads it, and `serializeChapterHtml(parseChapterHtml(stored)) === stored` for anything
 * the server stored. Nothing is rendered or run while parsing.
 */
export function parseChapterHtml(html: string | null | undefined): PMNode {
  return htmlToDoc(html ?? '');
}

/** A document as the HTML the server stores (the same string serialiser the server uses). */
export function serializeChapterHtml(doc: PMNode): string {
  return docToHtml(doc);
}
