import { DOMParser, type Node as PMNode } from 'prosemirror-model';
import { schema } from '../schema.ts';
import { parseCanonicalHtml } from './canonical-parse.ts';
import { fixTableGrids } from './fix-table-grids.ts';
import { serializeFragment } from './html-serializer.ts';
import { parseHtmlTree } from './html-tree.ts';
import { trimLineStartWhitespace } from './line-start-whitespace.ts';

const parser = DOMParser.fromSchema(schema);

/** Any HTML through the schema's parse rules (light DOM + ProseMirror's DOMParser). */
export function parseGeneralHtml(html: string): PMNode {
  return fixTableGrids(
    trimLineStartWhitespace(parser.parse(parseHtmlTree(html) as unknown as globalThis.Node)),
  );
}

/**
 * Parses chapter HTML into a schema document; whatever the schema cannot represent is dropped.
 * HTML this package wrote (every editor save) takes the fast path, which builds the same
 * document; anything else goes through the schema's parse rules.
 */
export function htmlToDoc(html: string): PMNode {
  return parseCanonicalHtml(html) ?? parseGeneralHtml(html);
}

/** Writes a schema document as HTML (the document's content; no wrapper). */
export function docToHtml(doc: PMNode): string {
  return serializeFragment(doc.content);
}
