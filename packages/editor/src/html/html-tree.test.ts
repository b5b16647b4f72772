import fc from 'fast-check';
import { DOMParser } from 'prosemirror-model';
import { describe, expect, it } from 'vitest';
import { chapterHtml } from '../../test/chapter-html.arbitrary.ts';
import { schema } from '../schema.ts';
import { parseHtmlTree } from './html-tree.ts';

const parser = DOMParser.fromSchema(schema);
const parse = (html: string, chunkLength?: number) => parser.parse(parseHtmlTree(html, chunkLength) as unknown as Node);

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
    const html = '<p class="a b" style="text-align: center">caf&eacute; &amp; <strong>cr&egrave;me</strong><br>x&#x1F600;</p>';
    for (let chunkLength = 1; chunkLength < 12; chunkLength++) expect(parse(html, chunkLength).eq(parse(html))).toBe(true);
  });
});
