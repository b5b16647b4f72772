/**
 * One format in a process of its own, so its peak memory is its own: builds the manuscript of a
 * 100,000-word, 30-chapter book and writes it `RUNS` times, then prints one JSON line with the
 * times, the longest the event loop was held, the file size and the process's peak RSS.
 */
import { EXPORT_FORMATS, type ExportFormat } from '@receipts/domain';
import { yieldToEventLoop } from '../../apps/api/src/export/manuscript.ts';
import { renderExport } from '../../apps/api/src/export/render-export.ts';
import { chapterFixture } from '../editor/chapter-fixture.ts';

const format = process.argv[2] as ExportFormat;
if (!EXPORT_FORMATS.includes(format)) throw new Error(`format must be one of ${EXPORT_FORMATS}`);
const RUNS = Number(process.env.RUNS ?? 5);
const CHAPTERS = 30;
const WORDS = 100_000;

const chapters = Array.from({ length: CHAPTERS }, (_, index) => ({
  id: index + 1,
  title: index === 0 ? 'Introduction' : `The Meeting, Part ${index}`,
  orderIndex: index,
  status: 'completed',
  content:
    chapterFixture(Math.round(WORDS / CHAPTERS)) +
    `<h2>References</h2><p>Author${index}, A. (2020). A work cited in chapter ${index}. Press.</p>`,
}));
const citations = chapters.map((chapter) => ({
  chapterId: chapter.id,
  citationText: `Graeber, D. (2018). Bullshit jobs: A theory. Simon & Schuster.`,
}));
const book = {
  title: 'The Meeting That Could Have Been an Email',
  authorName: 'K. Writer',
  seriesName: 'Receipts',
  seriesNumber: 1,
  isbn: '978-3-16-148410-0',
  description: null,
};

const times: number[] = [];
const blocks: number[] = [];
let bytes = 0;
for (let run = 0; run < RUNS + 1; run++) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  // A 1 ms ticker: the longest gap between its ticks is the longest synchronous stretch.
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const start = performance.now();
  // As the export route runs it: the loop may turn between chapters.
  const file = await renderExport(
    {
      book,
      chapters,
      citations,
      options: { format, references: 'book', chapters: 'all' },
      extras: {
        identifier: 'urn:uuid:00000000-0000-5000-a000-000000000000',
        modified: new Date(),
        cover: null,
      },
    },
    yieldToEventLoop,
  );
  const elapsed = performance.now() - start;
  longest = Math.max(longest, performance.now() - last);
  clearInterval(ticker);
  if (run === 0) continue; // warm-up
  times.push(elapsed);
  blocks.push(longest);
  bytes = file.byteLength;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
console.log(
  JSON.stringify({
    format,
    medianMs: median(times),
    maxMs: Math.max(...times),
    longestBlockMs: median(blocks),
    bytes,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
