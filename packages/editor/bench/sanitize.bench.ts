/**
 * Median timings of sanitizeChapterHtml and its stages on a 100,000-word chapter.
 * Run: pnpm --filter @receipts/editor bench
 */
import { countWords } from '@receipts/domain';
import { DOMParser } from 'prosemirror-model';
import { schema } from '../src/schema.ts';
import { docToHtml } from '../src/html/html-codec.ts';
import { parseHtmlTree } from '../src/html/html-tree.ts';
import { sanitizeChapterHtml } from '../src/server/sanitize-chapter-html.ts';
import { docText } from '../src/text/doc-text.ts';
import { chapterFixture } from './chapter-fixture.ts';

const WORDS = 100_000;
const RUNS = Number(process.env.RUNS ?? 25);
const WARMUP = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const html = chapterFixture(WORDS);
const parser = DOMParser.fromSchema(schema);
const stages = { tree: [] as number[], prosemirror: [] as number[], serialise: [] as number[], count: [] as number[] };
const totals: number[] = [];

for (let run = 0; run < WARMUP + RUNS; run++) {
  const start = performance.now();
  const result = sanitizeChapterHtml(html);
  const total = performance.now() - start;

  const t0 = performance.now();
  const tree = parseHtmlTree(html);
  const t1 = performance.now();
  const doc = parser.parse(tree as unknown as Node);
  const t2 = performance.now();
  docToHtml(doc);
  const t3 = performance.now();
  countWords(docText(doc));
  const t4 = performance.now();

  if (run < WARMUP) continue;
  if (result.wordCount < WORDS) throw new Error(`fixture too small: ${result.wordCount} words`);
  totals.push(total);
  stages.tree.push(t1 - t0);
  stages.prosemirror.push(t2 - t1);
  stages.serialise.push(t3 - t2);
  stages.count.push(t4 - t3);
}

const words = sanitizeChapterHtml(html).wordCount;
console.log(`input: ${(html.length / 1024).toFixed(0)} KB of HTML, ${words} words; ${RUNS} runs after ${WARMUP} warm-up`);
console.log(`sanitizeChapterHtml median: ${median(totals).toFixed(1)} ms (min ${Math.min(...totals).toFixed(1)}, max ${Math.max(...totals).toFixed(1)})`);
for (const [stage, times] of Object.entries(stages)) console.log(`  ${stage.padEnd(12)} median ${median(times).toFixed(1)} ms`);
