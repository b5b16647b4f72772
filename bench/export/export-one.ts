/**
 * One format in a process of its own, so its peak memory is its own: builds the manuscript of a
 * 100,000-word, 30-chapter book and writes it `RUNS` times, then prints one JSON line with the
 * times, the file size and the process's peak RSS. (The server renders exports on a worker
 * thread, so the time is not spent on its event loop.)
 */
import { EXPORT_FORMATS, type ExportFormat } from '@receipts/domain';
import { renderExport } from '../../apps/api/src/export/render-export.ts';
import { median } from '../api/stats.ts';
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
// The book's bibliography as citeproc formats it: one work per chapter and one cited everywhere.
const references = [
  {
    workKey: 'graeber||2018',
    html: 'Graeber, D. (2018). <i>Bullshit jobs: A theory</i>. Simon &amp; Schuster.',
    chapterIds: chapters.map((chapter) => chapter.id),
  },
  ...chapters.map((chapter, index) => ({
    workKey: `author${index}||2020`,
    html: `Author${index}, A. (2020). <i>A work cited in chapter ${index}</i>. Press.`,
    chapterIds: [chapter.id],
  })),
];
const book = {
  title: 'The Meeting That Could Have Been an Email',
  authorName: 'K. Writer',
  seriesName: 'Receipts',
  seriesNumber: 1,
  isbn: '978-3-16-148410-0',
  description: null,
};

const times: number[] = [];
let bytes = 0;
for (let run = 0; run < RUNS + 1; run++) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const start = performance.now();
  const file = await renderExport({
    book,
    chapters,
    references,
    options: { format, references: 'book', chapters: 'all' },
    extras: {
      identifier: 'urn:uuid:00000000-0000-5000-a000-000000000000',
      modified: new Date(),
      cover: null,
    },
  });
  const elapsed = performance.now() - start;
  if (run === 0) continue; // warm-up
  times.push(elapsed);
  bytes = file.byteLength;
}
console.log(
  JSON.stringify({
    format,
    medianMs: median(times),
    maxMs: Math.max(...times),
    bytes,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
