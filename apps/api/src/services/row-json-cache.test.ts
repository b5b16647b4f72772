import { describe, expect, it } from 'vitest';
import { RowJsonCache } from './row-json-cache.ts';

describe('RowJsonCache', () => {
  it('gives a row’s JSON back only for the version it was kept for', () => {
    const cache = new RowJsonCache(100);
    cache.set(1, '700', '{"id":1}');
    expect(cache.get(1, '700')).toBe('{"id":1}');
    expect(cache.get(1, '701')).toBeUndefined();
    cache.set(1, '701', '{"id":1,"t":"new"}');
    expect(cache.get(1, '700')).toBeUndefined();
    expect(cache.get(1, '701')).toBe('{"id":1,"t":"new"}');
    expect(cache.chars).toBe('{"id":1,"t":"new"}'.length);
  });

  it('holds at most its characters, letting the least recently used go first', () => {
    const cache = new RowJsonCache(30);
    cache.set(1, 'a', 'x'.repeat(10));
    cache.set(2, 'a', 'y'.repeat(10));
    cache.set(3, 'a', 'z'.repeat(10));
    expect(cache.get(1, 'a')).toBeDefined(); // 1 is now the most recently used
    cache.set(4, 'a', 'w'.repeat(10));
    expect(cache.get(2, 'a')).toBeUndefined();
    expect(cache.get(1, 'a')).toBeDefined();
    expect(cache.get(3, 'a')).toBeDefined();
    expect(cache.get(4, 'a')).toBeDefined();
    expect(cache.chars).toBe(30);
    cache.set(5, 'a', 'v'.repeat(31)); // larger than the whole cache: not kept
    expect(cache.get(5, 'a')).toBeUndefined();
    expect(cache.chars).toBe(30);
  });
});
