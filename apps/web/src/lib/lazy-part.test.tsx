import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.ts';

function Part({ word }: { word: string }) {
  return <p>{word}</p>;
}

/** What the first commit of `part` under a Suspense boundary shows. */
function firstCommit(part: ReturnType<typeof lazyPart<{ word: string }>>): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <Suspense fallback={<p>fallback</p>}>
        <part.Component word="drawn" />
      </Suspense>,
    ),
  );
  const shown = host.textContent ?? '';
  root.unmount();
  return shown;
}

describe('lazyPart', () => {
  it('shows the fallback while its code has not loaded', () => {
    const part = lazyPart(() => Promise.resolve(Part));
    expect(firstCommit(part)).toBe('fallback');
  });

  it('renders at once, without a fallback, once load() has resolved', async () => {
    const part = lazyPart(() => Promise.resolve(Part));
    await part.load();
    expect(firstCommit(part)).toBe('drawn');
  });

  it('imports once, however often it is loaded', async () => {
    let imports = 0;
    const part = lazyPart(() => {
      imports += 1;
      return Promise.resolve(Part);
    });
    await Promise.all([part.load(), part.load()]);
    expect(firstCommit(part)).toBe('drawn');
    expect(imports).toBe(1);
  });
});
