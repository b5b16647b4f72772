/**
 * Median timings of sanitizeChapterHtml on a 100,000-word chapter, in the two forms it arrives in:
 * as the editor saves it (this package's own canonical HTML: the fast path) and as foreign HTML
 * (pasted or imported markup: the light DOM and ProseMirror's DOMParser).
 * Run: pnpm --filter @receipts/editor bench
 */
import { countWords } from '@receipts/domain';
import { parseCanonicalHtml } from '../src/html/canonical-parse.ts';
import { docToHtml, parseGeneralHtml } from '../src/html/html-codec.ts';
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

function time<T>(run: () => T): { ms: number; cpuMs: number; result: T } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = run();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, result };
}

function bench(label: string, html: string, parse: (html: string) => unknown): void {
  const wall: number[] = [];
  const cpu: number[] = [];
  const stages = { parse: [] as number[], serialise: [] as number[], count: [] as number[] };
  let words = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const total = time(() => sanitizeChapterHtml(html));
    const parsed = time(() => parse(html) as ReturnType<typeof parseGeneralHtml>);
    const serialised = time(() => docToHtml(parsed.result));
    const counted = time(() => countWords(docText(parsed.result)));
    if (run < WARMUP) continue;
    words = total.result.wordCount;
    wall.push(total.ms);
    cpu.push(total.cpuMs);
    stages.parse.push(parsed.ms);
    stages.serialise.push(serialised.ms);
    stages.count.push(counted.ms);
  }
  console.log(
    `\n${label}: ${(html.length / 1024).toFixed(0)} KB of HTML, ${words} words, ${RUNS} runs after ${WARMUP} warm-up`,
  );
  console.log(
    `  sanitizeChapterHtml  median ${median(wall).toFixed(1)} ms (min ${Math.min(...wall).toFixed(1)}, max ${Math.max(...wall).toFixed(1)})`,
  );
  // CPU time counts all of the process's threads (parallel GC too) but is steadier than wall time
  // when other processes share the machine.
  console.log(`  process CPU time     median ${median(cpu).toFixed(1)} ms`);
  for (const [stage, times] of Object.entries(stages))
    console.log(`    ${stage.padEnd(10)} median ${median(times).toFixed(1)} ms`);
}

const foreign = chapterFixture(WORDS);
const canonical = docToHtml(parseGeneralHtml(foreign));
if (parseCanonicalHtml(canonical) === null)
  throw new Error('the canonical fixture did not take the fast path');
if (parseCanonicalHtml(foreign) !== null) throw new Error('the foreign fixture took the fast path');

bench('as the editor saves it (fast path)', canonical, (html) => parseCanonicalHtml(html));
bench('foreign HTML (general path)', foreign, parseGeneralHtml);
