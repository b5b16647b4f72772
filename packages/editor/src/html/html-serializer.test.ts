import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { parseHTML } from 'linkedom';
import { DOMSerializer, type Node as PMNode } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import { chapterFixture } from '../../bench/chapter-fixture.ts';
import { chapterHtml } from '../../test/chapter-html.arbitrary.ts';
import { schema } from '../schema.ts';
import { docToHtml, htmlToDoc } from './html-codec.ts';
import { escapeAttribute, escapeText } from './html-serializer.ts';

const { document } = parseHTML('<!doctype html><html><body></body></html>');
const domSerializer = DOMSerializer.fromSchema(schema);

/**
 * ProseMirror's own DOMSerializer, written out by linkedom. linkedom writes attributes in reverse
 * order, spells a no-break space &#160;, and leaves &, < and > in attribute values raw, where the
 * HTML serialisation algorithm (and our serialiser) writes &nbsp; and escapes them. `canonical`
 * re-tokenises both sides and writes them out one way, so what is compared is the elements, their
 * order, their attributes and the decoded text; the escaping itself is asserted exactly below.
 */
function viaDomSerializer(doc: PMNode): string {
  const container = document.createElement('div');
  container.appendChild(
    domSerializer.serializeFragment(doc.content, {
      document: document as unknown as Document,
    }) as never,
  );
  return container.innerHTML;
}

function canonical(html: string): string {
  let out = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const sorted = Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b));
        out += `<${name}${sorted.map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join('')}>`;
      },
      onclosetag(name, isImplied) {
        if (!isImplied || name !== 'br') out += `</${name}>`;
      },
      ontext(text) {
        out += escapeText(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return out;
}

const sameAsDomSerializer = (doc: PMNode) =>
  expect(canonical(docToHtml(doc))).toBe(canonical(viaDomSerializer(doc)));

describe('docToHtml', () => {
  it('writes what DOMSerializer writes, for a large chapter', () => {
    const doc = htmlToDoc(chapterFixture(3000));
    expect(docToHtml(doc)).toContain('<a href=');
    sameAsDomSerializer(doc);
  });

  it('writes what DOMSerializer writes, for generated documents', () => {
    fc.assert(
      fc.property(chapterHtml, (html) => {
        sameAsDomSerializer(htmlToDoc(html));
      }),
      { numRuns: 300 },
    );
  });

  it('parses back to the same document', () => {
    fc.assert(
      fc.property(chapterHtml, (html) => {
        const doc = htmlToDoc(html);
        expect(htmlToDoc(docToHtml(doc)).eq(doc)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('escapes &, <, > and " in attribute values, which linkedom leaves raw', () => {
    const doc = schema.node('doc', null, [
      schema.node('paragraph', null, [
        schema.text('x', [schema.marks.link.create({ href: 'https://e.com/?a=1&b="<>"' })]),
      ]),
    ]);
    expect(docToHtml(doc)).toBe(
      '<p><a href="https://e.com/?a=1&amp;b=&quot;&lt;&gt;&quot;" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(htmlToDoc(docToHtml(doc)).eq(doc)).toBe(true);
  });

  it('writes an empty document as an empty paragraph', () => {
    expect(docToHtml(schema.topNodeType.createAndFill()!)).toBe('<p></p>');
  });
});
