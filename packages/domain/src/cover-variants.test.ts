import { describe, expect, it } from 'vitest';
import { coverSources } from './cover-variants.ts';

describe('coverSources', () => {
  it('lists each variant width of a stored cover in AVIF, WebP and the fallback', () => {
    const url = '/api/covers/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    expect(coverSources(url)).toEqual({
      avif: `${url}.avif?w=200 200w, ${url}.avif?w=400 400w, ${url}.avif?w=800 800w`,
      webp: `${url}.webp?w=200 200w, ${url}.webp?w=400 400w, ${url}.webp?w=800 800w`,
      fallback: `${url}?w=200 200w, ${url}?w=400 400w, ${url}?w=800 800w`,
      src: `${url}?w=200`,
    });
  });

  it('leaves any other URL alone', () => {
    expect(coverSources('https://example.org/cover.png')).toBeNull();
    expect(coverSources('/api/covers/../secret.png')).toBeNull();
  });
});
