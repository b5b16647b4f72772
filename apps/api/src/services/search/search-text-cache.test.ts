import { htmlToDoc, searchableText } from '@receipts/editor';
import { describe, expect, it } from 'vitest';
import { packText, unpackText, type PackedText } from './chapter-search.ts';
import { packedBytes, SearchTextCache } from './search-text-cache.ts';

const text = (words: number): PackedText =>
  packText(searchableText(htmlToDoc(`<p>${'word '.repeat(words)}</p>`)));

describe('SearchTextCache', () => {
  it('answers only for the stamp an entry was filed with, and drops an entry that is stale', () => {
    const cache = new SearchTextCache();
    const kept = text(3);
    cache.set(1, '100', kept);
    expect(cache.get(1, '100')).toBe(kept);
    expect(cache.get(1, '101')).toBeUndefined();
    expect(cache.get(1, '100')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('stays within its bound, letting the least recently used chapters go first', () => {
    const one = text(100);
    const room = packedBytes(one);
    const cache = new SearchTextCache(3 * room);
    cache.set(1, 'a', one);
    cache.set(2, 'a', text(100));
    cache.set(3, 'a', text(100));
    expect(cache.get(1, 'a')).toBe(one); // 1 is now the most recently used
    cache.set(4, 'a', text(100));
    expect(cache.peek(2)).toBeUndefined();
    expect([1, 3, 4].map((id) => cache.peek(id) !== undefined)).toEqual([true, true, true]);
    expect(cache.bytes).toBeLessThanOrEqual(3 * room);
    cache.set(5, 'a', text(10_000)); // larger than the whole bound: not kept, nothing evicted
    expect(cache.peek(5)).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('replaces a chapter’s entry when it is filed again', () => {
    const cache = new SearchTextCache();
    cache.set(1, 'a', text(10));
    const newer = text(20);
    cache.set(1, 'b', newer);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(packedBytes(newer));
    expect(cache.get(1, 'b')).toBe(newer);
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
