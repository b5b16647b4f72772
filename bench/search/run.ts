/**
 * Find and replace (issue #23, item 1): a 500,000-word book (25 chapters of 20,000 words, the editor
 * bench's generated chapter) searched in under 300 ms. Prints, for several queries, the time of
 * (a) the search core over the chapters' text blocks (what the editor's Ctrl+F runs, the text
 * already read) and (b) the server's whole book search: each chapter's HTML parsed into the schema,
 * then searched with place, note and citation checks (what GET /api/books/{id}/search runs on a
 * worker thread). Median of 5 runs after one warm-up. Not a test.
 *
 *   pnpm bench:search        (BENCH_WORDS to change the book's size)
 */
import { compileSearch, findMatches, type SearchOptions } from '@receipts/domain';
import { htmlToDoc, searchDoc, textBlocks } from '@receipts/editor';
import { chapterFixture } from '../editor/chapter-fixture.ts';

const WORDS = Number(process.env.BENCH_WORDS ?? 500_000);
const CHAPTERS = 25;
const RUNS = 5;

const plain: SearchOptions = { regex: false, caseSensitive: false, wholeWord: false };
const QUERIES: [string, string, SearchOptions][] = [
  ['one word', 'itself', plain],
  ['common word, whole word', 'the', { ...plain, wholeWord: true }],
  ['phrase, case-sensitive', 'every promise made', { ...plain, caseSensitive: true }],
  ['no match', 'zebra crossing', plain],
  ['regex', String.raw`\b(re\w+|pro\w+)\b`, { ...plain, regex: true }],
];

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function time(run: () => number): { ms: number; count: number } {
  let count = run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    count = run();
    times.push(performance.now() - start);
  }
  return { ms: median(times), count };
}

const chapters = Array.from({ length: CHAPTERS }, () => chapterFixture(WORDS / CHAPTERS));
const docs = chapters.map((html) => htmlToDoc(html));
const blocks = docs.flatMap((doc) => textBlocks(doc).map((block) => block.text));
console.log(
  `Book: ${WORDS.toLocaleString('en-US')} words in ${CHAPTERS} chapters, ${blocks.length.toLocaleString('en-US')} text blocks, ` +
    `${Math.round(chapters.reduce((n, c) => n + c.length, 0) / 1024).toLocaleString('en-US')} KB of HTML\n`,
);
console.log('query                          matches   core (text)   server (HTML → matches)');
for (const [label, query, options] of QUERIES) {
  const compiled = compileSearch(query, options);
  if (!compiled.ok) throw new Error(compiled.message);
  const core = time(() => findMatches(blocks, compiled.regexp).length);
  const server = time(() =>
    chapters.reduce((n, html) => n + searchDoc(htmlToDoc(html), compiled.regexp).length, 0),
  );
  console.log(
    `${label.padEnd(30)} ${String(core.count).padStart(7)}   ${core.ms.toFixed(1).padStart(8)} ms   ${server.ms.toFixed(1).padStart(8)} ms`,
  );
}
