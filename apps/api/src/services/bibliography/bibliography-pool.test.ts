import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeWorkerPool } from '../../workers/worker-pool.ts';
import { NOT_A_BIBLIOGRAPHY } from './bibliography-texts.ts';
import {
  formatReferences,
  INLINE_FORMAT_MAX_ENTRIES,
  INLINE_READ_MAX_CHARS,
  readBibliography,
} from './bibliography-pool.ts';
import { formatApaReferences, readBibliographyFile } from './citation-js.ts';

afterAll(() => closeWorkerPool());

const EXAMPLES = readFileSync(
  new URL('../../../test/fixtures/bibliography/biblatex-examples-excerpt.bib', import.meta.url),
  'utf8',
);

/** About 1 MB of BibTeX: 4,000 generated articles after 7 of biblatex's own examples. */
const largeBibtex = () =>
  EXAMPLES +
  Array.from(
    { length: 4000 },
    (_, i) =>
      `@article{study${i + 1},\n  author = {Okafor${i + 1}, Adaeze and Lindqvist, Per},\n` +
      `  title = {Field study number ${i + 1} of hiring committees and the minutes they keep},\n` +
      `  journal = {Journal of Organisational Receipts},\n  volume = {${(i % 40) + 1}},\n` +
      `  pages = {${i + 1}--${i + 20}},\n  year = {${1990 + (i % 30)}}\n}\n`,
  ).join('\n');

/**
 * Runs `work` and a zero-delay timer set just before it, and tells which ended first. Work done
 * in this thread ends first (the timer's callback waits for the thread); work on another thread
 * lets the timer fire while it runs.
 */
async function firstToEnd(work: () => Promise<unknown>): Promise<string[]> {
  const order: string[] = [];
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      order.push('timer');
      resolve();
    }, 0),
  );
  await Promise.all([work().then(() => order.push('work')), timer]);
  return order;
}

describe('a large bibliography file is read and formatted on the worker pool', () => {
  it('a 1 MB BibTeX file is parsed off the main thread, to the same entries', async () => {
    const text = largeBibtex();
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(text.length).toBeGreaterThan(INLINE_READ_MAX_CHARS);
    let items: unknown;
    const order = await firstToEnd(async () => (items = await readBibliography(text)));
    expect(order).toEqual(['timer', 'work']);
    expect(items).toEqual(readBibliographyFile(text));
    expect(items).toHaveLength(4007);
  });

  it('many entries are written in APA off the main thread, to the same texts', async () => {
    const items = readBibliographyFile(largeBibtex())
      .slice(0, 200)
      .map((item, i) => ({ ...item, id: `entry-${i}` }));
    expect(items.length).toBeGreaterThan(INLINE_FORMAT_MAX_ENTRIES);
    let formatted: unknown;
    const order = await firstToEnd(async () => (formatted = await formatReferences(items)));
    expect(order).toEqual(['timer', 'work']);
    expect(formatted).toEqual(formatApaReferences(items));
  });

  it('a large file that is no bibliography is refused as inline, with a 400', async () => {
    const prose = 'Minutes of the meeting, read and approved. '.repeat(2000);
    expect(prose.length).toBeGreaterThan(INLINE_READ_MAX_CHARS);
    const refused = await readBibliography(prose).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, message: NOT_A_BIBLIOGRAPHY });
    expect(() => readBibliographyFile(prose)).toThrow(NOT_A_BIBLIOGRAPHY);
  });
});
