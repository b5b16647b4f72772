/**
 * Find and replace (issue #23, item 1): a 500,000-word book (25 chapters of 20,000 words, the editor
 * bench's generated chapter) searched in under 300 ms. Prints, for several queries, the time of
 * (a) the search core over the chapters' text blocks (what the editor's Ctrl+F runs, the text
 * already read); (b) each chapter's HTML parsed into the schema and every match placed (positions,
 * note and citation checks: what a replace checks); (c) the book search's worker task: every match
 * counted, only the listed page (the first 1,000) placed with its context, from the chapters' HTML
 * (nothing kept yet) and from their kept searchable text (SearchTextCache); (d) where the time of
 * one search goes, stage by stage (BENCH_STAGES=0 leaves it out); and (e) the whole
 * GET /api/books/{id}/search on the real server with its database: first ask, median of the next,
 * the server's CPU per request, and the first ask after a restart (BENCH_HTTP=0 leaves it out).
 * BENCH_BASE_API_DIR=<another checkout>/apps/api runs (e) on that checkout's server too, first,
 * for a before/after in one run. Median of 5 runs after one warm-up. Not a test.
 *
 *   pnpm bench:search        (BENCH_WORDS to change the book's size)
 */
import { availableParallelism, loadavg } from 'node:os';
import {
  compileSearch,
  findMatches,
  SEARCH_RESULT_LIMIT,
  type SearchOptions,
} from '@receipts/domain';
import { htmlToDoc, searchableText, searchDoc, textBlocks } from '@receipts/editor';
import { packText, searchChapters } from '../../apps/api/src/services/search/chapter-search.ts';
import { chapterFixture } from '../editor/chapter-fixture.ts';
import { benchHttpSearch } from './http-search.ts';
import { benchSearchStages } from './stages.ts';

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

/**
 * Median wall time and median CPU time (this process, all its threads) of `run`. On a shared,
 * overloaded machine the wall time waits for a core; the CPU time is nearer what an idle one takes.
 */
function time(run: () => number): { ms: number; cpu: number; count: number } {
  let count = run();
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    count = run();
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpus.push((cpu.user + cpu.system) / 1000);
  }
  return { ms: median(times), cpu: median(cpus), count };
}

const ms = (value: number, width = 8) => `${value.toFixed(1).padStart(width)} ms`;
const both = (timed: { ms: number; cpu: number }) =>
  `${ms(timed.ms, 7)} (${timed.cpu.toFixed(0).padStart(5)})`;
const chapters = Array.from({ length: CHAPTERS }, () => chapterFixture(WORDS / CHAPTERS));
const docs = chapters.map((html) => htmlToDoc(html));
const blocks = docs.flatMap((doc) => textBlocks(doc).map((block) => block.text));
const searched = chapters.map((content, index) => ({
  id: index + 1,
  title: `${index + 1}`,
  content,
}));
const kept = chapters.map((content, index) => ({
  id: index + 1,
  title: `${index + 1}`,
  text: packText(searchableText(htmlToDoc(content))),
}));
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} on ${availableParallelism()} cores`;
console.log(
  `Book: ${WORDS.toLocaleString('en-US')} words in ${CHAPTERS} chapters, ${blocks.length.toLocaleString('en-US')} text blocks, ` +
    `${Math.round(chapters.reduce((n, c) => n + c.length, 0) / 1024).toLocaleString('en-US')} KB of HTML\n`,
);
console.log(`(${load()})\n`);
console.log(
  'query                          matches   core (text)   HTML → all placed    task from HTML       task from kept text',
);
console.log(
  '                                          wall ms        wall ms (CPU ms)    wall ms (CPU ms)     wall ms (CPU ms)',
);
for (const [label, query, options] of QUERIES) {
  const compiled = compileSearch(query, options);
  if (!compiled.ok) throw new Error(compiled.message);
  const core = time(() => findMatches(blocks, compiled.regexp).length);
  const placed = time(() =>
    chapters.reduce((n, html) => n + searchDoc(htmlToDoc(html), compiled.regexp).length, 0),
  );
  const task = time(
    () =>
      searchChapters(searched, { query, options }, { cursor: 0, limit: SEARCH_RESULT_LIMIT })
        .matches.length,
  );
  const fromKept = time(
    () =>
      searchChapters(kept, { query, options }, { cursor: 0, limit: SEARCH_RESULT_LIMIT }).matches
        .length,
  );
  console.log(
    `${label.padEnd(30)} ${String(core.count).padStart(7)}   ${ms(core.ms)}   ${both(placed)}   ${both(task)}   ${both(fromKept)}`,
  );
}

if (process.env.BENCH_STAGES !== '0') {
  const [label, query, options] = QUERIES[0]!;
  console.log(`\nStages of one search ("${label}", "${query}"), in this process (${load()})`);
  console.log('stage                                              wall ms (CPU ms)');
  for (const [stage, timed] of await benchSearchStages(chapters, [query, options], RUNS)) {
    console.log(`${stage.padEnd(50)} ${both(timed)}`);
  }
}

async function httpTable(title: string, apiDir?: string) {
  console.log(`\nGET /api/books/{id}/search on ${title} (production bundle, embedded PostgreSQL)`);
  const { timings, afterRestart } = await benchHttpSearch(chapters, QUERIES, RUNS, apiDir);
  console.log(
    'query                          matches   listed   reply KB   first (server CPU)   median (server CPU)   stopped at 8 s',
  );
  for (const row of timings) {
    console.log(
      `${row.label.padEnd(30)} ${String(row.total).padStart(7)}   ${String(row.listed).padStart(6)}   ${row.kb.toFixed(0).padStart(8)}   ${ms(row.first, 6)} (${row.firstCpu.toFixed(0).padStart(4)})   ${ms(row.ms, 6)} (${row.cpu.toFixed(0).padStart(4)})      ${row.stopped}/${RUNS}`,
    );
  }
  console.log(
    `"${QUERIES[0]![0]}" after a restart: first ${ms(afterRestart.first, 1)} (server CPU ${afterRestart.firstCpu.toFixed(0)} ms), then ${ms(afterRestart.second, 1)}  (${load()})`,
  );
}

if (process.env.BENCH_HTTP !== '0') {
  const base = process.env.BENCH_BASE_API_DIR;
  if (base) await httpTable(`the server in ${base} (before)`, base);
  await httpTable(base ? 'this checkout’s server (after)' : 'the server');
}
