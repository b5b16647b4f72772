/**
 * What a book's bibliography costs: reading a BibTeX library of N entries (citation-js) and writing
 * N entries as APA 7 (citeproc), as every export and the Bibliography's import do. Prints figures.
 */
import { readFileSync } from 'node:fs';
import {
  formatApaReferences,
  readBibliographyFile,
  writeBibliographyFile,
} from '../../apps/api/src/services/bibliography/citation-js.ts';

const SIZES = [100, 500, 2000];
const RUNS = 3;
// A real file (biblatex's examples, provenance beside it), its seven entries repeated under new keys.
const fixture = readFileSync(
  new URL(
    '../../apps/api/test/fixtures/bibliography/biblatex-examples-excerpt.bib',
    import.meta.url,
  ),
  'utf8',
);

function library(size: number): string {
  const copies = Math.ceil(size / 7);
  return Array.from({ length: copies }, (_, copy) =>
    fixture.replace(/@article\{(\w+),/gu, (_m, key: string) => `@article{${key}${copy},`),
  ).join('\n');
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function time<T>(task: () => T): { ms: number; result: T } {
  const times: number[] = [];
  let result = task();
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    result = task();
    times.push(performance.now() - start);
  }
  return { ms: median(times), result };
}

console.log('entries | read .bib (ms) | APA 7 list (ms) | write .bib (ms)');
for (const size of SIZES) {
  const text = library(size);
  const read = time(() => readBibliographyFile(text));
  const items = read.result.map((item, index) => ({ ...item, id: String(index) }));
  const apa = time(() => formatApaReferences(items));
  const bib = time(() => writeBibliographyFile(items, 'bibtex'));
  console.log(
    `${String(items.length).padStart(7)} | ${read.ms.toFixed(0).padStart(14)} | ${apa.ms.toFixed(0).padStart(15)} | ${bib.ms.toFixed(0).padStart(15)}`,
  );
}
