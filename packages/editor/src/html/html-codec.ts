import { DOMParser, type Node as PMNode } from 'prosemirror-model';
import { schema } from '../schema.ts';
import { trimLineStartWhitespace } from './line-start-whitespace.ts';
import { serializeFragment } from './html-serializer.ts';
import { parseHtmlTree } from './html-tree.ts';

const parser = DOMParser.fromSchema(schema);

/** Parses chapter HTML into a schema document; whatever the schema cannot represent is dropped. */
export function htmlToDoc(html: string): PMNode {
  return trimLineStartWhitespace(parser.parse(parseHtmlTree(html) as unknown as globalThis.Node));
}

/** Writes a schema document as HTML (the document's content; no wrapper). */
export function docToHtml(doc: PMNode): string {
  return serializeFragment(doc.content);
}
