import { htmlToDoc, searchableText } from '@receipts/editor';
import { describe, expect, it } from 'vitest';
import { packText, unpackText, type PackedText } from './chapter-search.ts';
import { packedBytes, SEARCH_TEXT_CACHE_BYTES, SearchTextCache } from './search-text-cache.ts';

const text = (words: number): PackedText =>
  packText(searchableText(htmlToDoc(`<p>${'word '.repeat(words)}</p>`)));

describe('SearchTextCache', () => {
  it('weighs each chapter by its packed text', () => {
    const cache = new SearchTextCache();
    const kept = text(20);
    cache.set(1, 'a', kept);
    expect(cache.total).toBe(packedBytes(kept));
    expect(cache.maxSize).toBe(SEARCH_TEXT_CACHE_BYTES);
  });
});

describe('packText', () => {
  it('gives back the same blocks, notes and breaks included', () => {
    const blocks = searchableText(
      htmlToDoc(
        '<h2>Title</h2><p>a <em>b</em><br>c<span data-footnote="">note</span> d</p><p></p><ul><li><p>x</p></li></ul>',
      ),
    );
    expect(unpackText(structuredClone(packText(blocks)))).toEqual(blocks);
  });
});
