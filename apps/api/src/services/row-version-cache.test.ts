import { describe, expect, it } from 'vitest';
import { RowVersionCache } from './row-version-cache.ts';

const jsonCache = (maxChars: number) =>
  new RowVersionCache<string>(maxChars, (json) => json.length);

describe('RowVersionCache', () => {
  it('answers only for the version an entry was kept for, and drops an entry that is stale', () => {
    const cache = jsonCache(100);
    cache.set(1, '700', '{"id":1}');
    expect(cache.get(1, '700')).toBe('{"id":1}');
    expect(cache.get(1, '701')).toBeUndefined();
    expect(cache.get(1, '700')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.total).toBe(0);
  });

  it('replaces a row’s entry when it is kept again', () => {
    const cache = jsonCache(100);
    cache.set(1, '700', '{"id":1}');
    cache.set(1, '701', '{"id":1,"t":"new"}');
    expect(cache.size).toBe(1);
    expect(cache.total).toBe('{"id":1,"t":"new"}'.length);
    expect(cache.get(1, '701')).toBe('{"id":1,"t":"new"}');
  });

  it('stays within its bound, letting the least recently used go first', () => {
    const cache = jsonCache(30);
    cache.set(1, 'a', 'x'.repeat(10));
    cache.set(2, 'a', 'y'.repeat(10));
    cache.set(3, 'a', 'z'.repeat(10));
    expect(cache.get(1, 'a')).toBeDefined(); // 1 is now the most recently used
    cache.set(4, 'a', 'w'.repeat(10));
    expect(cache.peek(2)).toBeUndefined();
    expect([1, 3, 4].map((id) => cache.peek(id) !== undefined)).toEqual([true, true, true]);
    expect(cache.total).toBe(30);
    cache.set(5, 'a', 'v'.repeat(31)); // larger than the whole bound: not kept, nothing evicted
    expect(cache.peek(5)).toBeUndefined();
    expect(cache.size).toBe(3);
  });
});
