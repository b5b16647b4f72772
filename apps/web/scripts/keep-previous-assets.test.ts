import { describe, expect, it } from 'vitest';
import { staleAssets } from './keep-previous-assets.ts';

const HOUR = 60 * 60 * 1000;

describe('staleAssets', () => {
  it('keeps files this build wrote and recent files of earlier builds, and drops old leftovers', () => {
    const now = 10 * HOUR;
    const files = [
      { name: 'index-new.js', mtimeMs: now - 2 * HOUR },
      { name: 'index-recent.js', mtimeMs: now - HOUR / 2 },
      { name: 'index-old.js', mtimeMs: now - 2 * HOUR },
    ];
    expect(staleAssets(files, new Set(['index-new.js']), now)).toEqual(['index-old.js']);
  });

  it('keeps the precompressed variants of a file this build wrote, and drops those of old ones', () => {
    const now = 10 * HOUR;
    const old = now - 2 * HOUR;
    const files = ['index-new.js.br', 'index-new.js.gz', 'index-old.js.br', 'index-old.js.gz'].map(
      (name) => ({ name, mtimeMs: old }),
    );
    expect(staleAssets(files, new Set(['index-new.js']), now)).toEqual([
      'index-old.js.br',
      'index-old.js.gz',
    ]);
  });
});
