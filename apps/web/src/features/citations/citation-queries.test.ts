import { describe, expect, it } from 'vitest';
import { pagesRefetchInterval } from './citation-queries.ts';

describe('pagesRefetchInterval', () => {
  it('reads one loaded page per poll, however many are loaded', () => {
    expect(pagesRefetchInterval(1000, 0)).toBe(1000);
    expect(pagesRefetchInterval(1000, 1)).toBe(1000);
    expect(pagesRefetchInterval(1000, 100)).toBe(100_000);
  });

  it('reads nothing again when no batch is running', () => {
    expect(pagesRefetchInterval(false, 100)).toBe(false);
  });
});
