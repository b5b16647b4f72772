import { DOMParser as SchemaParser, type Node as PMNode } from 'prosemirror-model';
import { schema } from '../schema.ts';
import { serializeFragment } from '../html/html-serializer.ts';
import { trimLineStartWhitespace } from '../html/line-start-whitespace.ts';

const parser = SchemaParser.fromSchema(schema);

/**
 * Chapter HTML to a schema document in the browser. The HTML is parsed into an inert document
 * (DOMParser: no scripts run, no images load, no handlers fire), then through the schema, which
 * keeps only what it represents. Same steps as the server's htmlToDoc, with the browser's parser.
 */
export function parseChapterHtml(html: string | null | undefined): PMNode {
  const body = new globalThis.DOMParser().parseFromString(html ?? '', 'text/html').body;
  return trimLineStartWhitespace(parser.parse(body));
}

/** A document as the HTML the server stores (the same string serialiser the server uses). */
export function serializeChapterHtml(doc: PMNode): string {
  return serializeFragment(doc.content);
}
