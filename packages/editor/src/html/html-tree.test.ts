import fc from 'fast-check';
import { DOMParser } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import { chapterHtml } from '../../test/chapter-html.arbitrary.ts';
import { schema } from '../schema.ts';
import { parseHtmlTree } from './html-tree.ts';

const parser = DOMParser.fromSchema(schema);
const parse = (html: string, chunkLength?: number) =>
  parser.parse(parseHtmlTree(html, chunkLength) as unknown as Node);

/** The tree as nested tag names, e.g. `P(#text MARQUEE(#text P(#text)))`. */
function outline(node: { nodeName: string; firstChild?: unknown; nextSibling: unknown }): string {
  const children: string[] = [];
  for (
    let child = node.firstChild as typeof node | null;
    child;
    child = child.nextSibling as typeof node | null
  ) {
    children.push(outline(child));
  }
  return children.length ? `${node.nodeName}(${children.join(' ')})` : node.nodeName;
}

describe('tree building', () => {
  it('ends an open paragraph at a block start tag, as browsers do, but not across a scope boundary', () => {
    expect(outline(parseHtmlTree('<p>a<span>b<div>c'))).toBe(
      'BODY(P(#text SPAN(#text)) DIV(#text))',
    );
    expect(outline(parseHtmlTree('<p>a<marquee>b<p>c'))).toBe(
      'BODY(P(#text MARQUEE(#text P(#text))))',
    );
  });

  it('ends an open list item at the next one, but not one of an outer list', () => {
    expect(outline(parseHtmlTree('<ul><li><b>a<li>b</ul>'))).toBe(
      'BODY(UL(LI(B(#text)) LI(#text)))',
    );
    expect(outline(parseHtmlTree('<ul><li>a<ul><li>b</ul></ul>'))).toBe(
      'BODY(UL(LI(#text UL(LI(#text)))))',
    );
  });
});

describe('the lazily built tree', () => {
  it('gives ProseMirror the same document however the input is cut into chunks', () => {
    fc.assert(
      fc.property(chapterHtml, fc.integer({ min: 1, max: 40 }), (html, chunkLength) => {
        expect(parse(html, chunkLength).eq(parse(html))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('cuts entities, attributes and tags in the middle without harm', () => {
    const html =
      '<p class="a b" style="text-align: center">caf&eacute; &amp; <strong>cr&egrave;me</strong><br>x&#x1F600;</p>';
    for (let chunkLength = 1; chunkLength < 12; chunkLength++)
      expect(parse(html, chunkLength).eq(parse(html))).toBe(true);
  });
});
