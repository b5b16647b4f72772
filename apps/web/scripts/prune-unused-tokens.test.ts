import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { pruneUnusedTokens } from './prune-unused-tokens.ts';

const prune = async (css: string, source = '') =>
  (await postcss([pruneUnusedTokens(() => source)]).process(css, { from: undefined })).css.replace(
    /\s+/g,
    ' ',
  );

const TOKENS = `
@layer tokens {
  :where(:root, :host) {
    --colors-red-500: #f00;
    --colors-stone-100: #eee;
    --colors-ink: #111;
    --colors-fg-default: var(--colors-ink);
    --spacing-0\\.5: .125rem;
    --animations-spin: spin 1s linear infinite;
  }
  .dark { --colors-fg-default: #fff; --colors-unused-dark: #000; }
  @keyframes spin { to { transform: rotate(360deg) } }
  @keyframes ping { 75% { opacity: 0 } }
  @keyframes fadeIn { from { opacity: 0 } }
}`;

describe('pruneUnusedTokens', () => {
  it('drops the variables and keyframes nothing reads, and keeps what a rule reads through a semantic token', async () => {
    const out = await prune(
      `${TOKENS} @layer utilities { .c { color: var(--colors-fg-default); margin: var(--spacing-0\\.5); animation: fadeIn .2s } }`,
    );
    expect(out).toContain('--colors-fg-default: var(--colors-ink)');
    expect(out).toContain('--colors-ink: #111');
    expect(out).toContain('.dark { --colors-fg-default: #fff; }');
    expect(out).toContain('--spacing-0\\.5: .125rem');
    expect(out).toContain('@keyframes fadeIn');
    for (const gone of ['--colors-red-500', '--colors-stone-100', '--colors-unused-dark'])
      expect(out).not.toContain(gone);
    expect(out).not.toContain('--animations-spin');
    expect(out).not.toContain('@keyframes spin');
    expect(out).not.toContain('@keyframes ping');
  });

  it('keeps a token that script names, and the keyframes a kept token animates with', async () => {
    const out = await prune(
      `${TOKENS} .x { animation: var(--animations-spin) }`,
      "style={{ color: 'var(--colors-red-500)' }}",
    );
    expect(out).toContain('--colors-red-500: #f00');
    expect(out).toContain('--animations-spin: spin 1s linear infinite');
    expect(out).toContain('@keyframes spin');
    expect(out).not.toContain('--colors-stone-100');
  });

  it('leaves variables outside the tokens layer alone, and a stylesheet without tokens as it was', async () => {
    const recipe = '@layer recipes { .toast { --x: 0; translate: var(--x) var(--y) } }';
    expect(await prune(recipe)).toBe(recipe);
    const plain = ':root { --unread: 1px } @keyframes boot { to { opacity: 1 } }';
    expect(await prune(plain)).toBe(plain);
  });

  it('drops a rule of the tokens layer left without declarations', async () => {
    const out = await prune(
      '@layer tokens { :root { --a: 1 } .dark { --b: 2 } } .c { x: var(--a) }',
    );
    expect(out).toContain(':root { --a: 1 }');
    expect(out).not.toContain('.dark');
  });
});
