import { countWords } from '@receipts/domain';
import { scoreEeatOffline } from '@receipts/domain/ai';
import { chapterHtml, FIXTURE_CHAPTERS } from '@receipts/domain/testing';
import { chapterBlocks, formatChapterHtml, htmlToDoc } from '@receipts/editor/server';
import { percentile } from '../api/stats.ts';

/*
 * The offline engine on a 100,000-word chapter (issue #12: scoring under 1 s): the chapter is the
 * fixture chapters repeated, rough punctuation included ("--", "...", straight quotes, "(Smith 2020)"),
 * so every rule and the Prime Directive's sentence checks have work to do. Prints medians of 7 runs.
 */

const TARGET_WORDS = 100_000;
const RUNS = 7;

function buildChapter(): string {
  const rough =
    '<p>"Receipts," the ministry said -- and (Smith 2020) agreed... it\'s policy, as Jones et al 2019 noted , twice.</p>';
  const unit =
    chapterHtml(FIXTURE_CHAPTERS.wellSourced) +
    chapterHtml(FIXTURE_CHAPTERS.systemicCritique) +
    chapterHtml(FIXTURE_CHAPTERS.satireQuotingTarget) +
    rough;
  const unitWords = countWords(unit.replace(/<[^>]+>/g, ' '));
  // Tags stripped run some words together: one unit more keeps the chapter at or above the target.
  return unit.repeat(Math.ceil(TARGET_WORDS / unitWords) + 1);
}

function time(task: () => unknown): { median: number; max: number } {
  task();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), max: samples[samples.length - 1]! };
}

const html = buildChapter();
const blocks = chapterBlocks(htmlToDoc(html));
const words = countWords(blocks.map((b) => b.text).join('\n\n'));
const input = { blocks, citationRecords: { total: 0, verified: 0 }, targetWords: 4000 };

const rows: [string, { median: number; max: number }][] = [
  ['score (scorer only)', time(() => scoreEeatOffline(input))],
  [
    'score (HTML → blocks → score)',
    time(() => scoreEeatOffline({ ...input, blocks: chapterBlocks(htmlToDoc(html)) })),
  ],
  ['format (HTML → formatted HTML)', time(() => formatChapterHtml(html))],
];

console.log(
  `Offline AI engine, ${words.toLocaleString('en-US')}-word chapter (${(html.length / 1024).toFixed(0)} KB HTML), ${RUNS} runs`,
);
for (const [name, { median, max }] of rows) {
  console.log(
    `  ${name.padEnd(34)} median ${median.toFixed(0).padStart(5)} ms   max ${max.toFixed(0).padStart(5)} ms`,
  );
}
