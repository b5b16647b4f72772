/**
 * One PDF in a process of its own (its peak memory its own): a book of `words` words with
 * footnotes, block quotes, scene breaks and references, rendered as the export task renders it
 * (manuscript model, Typst source, compile; for the print interior also the second compile when
 * the page count lands in another gutter tier). Prints one JSON line.
 */
import type { PdfLayout } from '@receipts/domain';
import { buildManuscript } from '../../apps/api/src/export/build-manuscript.ts';
import { pdfSettings } from '../../apps/api/src/export/print/pdf-settings.ts';
import { writePdf } from '../../apps/api/src/export/print/write-pdf.ts';
import { printBookFixture } from '../../apps/api/test/print-book-fixture.ts';
import { median } from '../api/stats.ts';

const words = Number(process.argv[2]);
const layout = process.argv[3] as PdfLayout;
const RUNS = Number(process.env.RUNS ?? 3);
const CHAPTERS = Math.max(3, Math.round(words / 3500));

const fixture = printBookFixture(words, CHAPTERS);
const chapters = fixture.chapters.map((chapter, index) => ({
  id: index + 1,
  title: chapter.title,
  orderIndex: index,
  status: 'completed',
  content: chapter.content,
}));
const book = {
  title: 'The Meeting That Could Have Been an Email',
  subtitle: 'Minutes & Receipts',
  authorName: 'K. Writer',
  seriesName: null,
  seriesNumber: null,
  isbn: '978-3-16-148410-0',
  description: null,
};

const times: number[] = [];
/** CPU time of this process: on a shared machine, wall time also counts the other processes' turns. */
const cpuTimes: number[] = [];
let bytes = 0;
let pages = 0;
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const manuscript = buildManuscript(book, chapters, [], { references: 'book', chapters: 'all' });
  const pdf = writePdf(manuscript, pdfSettings({ layout }), new Date());
  times.push(performance.now() - start);
  const cpu = process.cpuUsage(cpuStart);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
  bytes = pdf.pdf.byteLength;
  pages = pdf.pages;
}
console.log(
  JSON.stringify({
    words,
    layout,
    chapters: CHAPTERS,
    notes: fixture.notes.length,
    firstMs: times[0],
    medianMs: median(times.slice(1)),
    medianCpuMs: median(cpuTimes.slice(1)),
    bytes,
    pages,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
