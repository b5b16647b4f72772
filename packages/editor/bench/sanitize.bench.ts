/**
 * Median timings of sanitizeChapterHtml and its stages on a 100,000-word chapter.
 * Run: pnpm --filter @receipts/editor bench
 */
import { countWords } from '@receipts/domain';
import { DOMParser } from 'prosemirror-model';
import { schema } from '../src/schema.ts';
import { docToHtml } from '../src/html/html-codec.ts';
import { parseHtmlTree } from '../src/html/html-tree.ts';
import { trimLineStartWhitespace } from '../src/html/line-start-whitespace.ts';
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
const stages = { tree: [] as number[], parse: [] as number[], serialise: [] as number[], count: [] as number[] };
const totals: number[] = [];
const cpuTotals: number[] = [];

for (let run = 0; run < WARMUP + RUNS; run++) {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const result = sanitizeChapterHtml(html);
  const total = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);

  const t0 = performance.now();
  const tree = parseHtmlTree(html);
  const t1 = performance.now();
  const doc = trimLineStartWhitespace(parser.parse(tree as unknown as Node));
  const t2 = performance.now();
  docToHtml(doc);
  const t3 = performance.now();
  countWords(docText(doc));
  const t4 = performance.now();

  if (run < WARMUP) continue;
  if (result.wordCount < WORDS) throw new Error(`fixture too small: ${result.wordCount} words`);
  totals.push(total);
  cpuTotals.push((cpu.user + cpu.system) / 1000);
  stages.tree.push(t1 - t0);
  stages.parse.push(t2 - t1);
  stages.serialise.push(t3 - t2);
  stages.count.push(t4 - t3);
}

const words = sanitizeChapterHtml(html).wordCount;
console.log(`input: ${(html.length / 1024).toFixed(0)} KB of HTML, ${words} words; ${RUNS} runs after ${WARMUP} warm-up`);
console.log(`sanitizeChapterHtml median: ${median(totals).toFixed(1)} ms (min ${Math.min(...totals).toFixed(1)}, max ${Math.max(...totals).toFixed(1)})`);
// CPU time (all of the process's threads, so parallel GC counts too) is steadier than wall time
// when other processes share the machine.
console.log(`  process CPU time per call, median: ${median(cpuTotals).toFixed(1)} ms`);
console.log('stages (wall, median; the tree is built lazily during the ProseMirror parse):');
for (const [stage, times] of Object.entries(stages)) console.log(`  ${stage.padEnd(12)} median ${median(times).toFixed(1)} ms`);
