import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { scriptsApart } from './entry-scripts-apart.ts';

const chunk = (fileName: string, imports: string[]) =>
  ({ type: 'chunk', fileName, imports }) as unknown as Rollup.OutputChunk;

const bundle: Rollup.OutputBundle = {
  'assets/runtime.js': chunk('assets/runtime.js', []),
  'assets/data.js': chunk('assets/data.js', ['assets/runtime.js']),
  'assets/react.js': chunk('assets/react.js', ['assets/data.js', 'assets/runtime.js']),
};

const built = `<head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="modulepreload" crossorigin href="/assets/data.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>`;

describe('scriptsApart', () => {
  it("gives each of the entry's chunks a script before the entry's, each after what it imports", () => {
    const html = scriptsApart(
      built,
      'assets/index.js',
      ['assets/react.js', 'assets/data.js', 'assets/runtime.js'],
      bundle,
    );
    const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(scripts).toEqual([
      '/assets/runtime.js',
      '/assets/data.js',
      '/assets/react.js',
      '/assets/index.js',
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('fails the build when the entry script is not where Vite writes it', () => {
    expect(() => scriptsApart('<head></head>', 'assets/index.js', [], bundle)).toThrow(
      /has no <script type="module" crossorigin src="\/assets\/index.js">/,
    );
  });
});
