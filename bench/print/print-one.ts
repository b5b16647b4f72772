/**
 * One PDF in a process of its own (its peak memory its own): a book of `words` words with
 * footnotes, block quotes, scene breaks and references, rendered as the export task renders it
 * (manuscript model, Typst source, compile; for the print interior also the second compile when
 * the page count lands in another gutter tier, and the widow passes), with the export job's
 * progress listener. Prints one JSON line.
 */
import type { PdfLayout } from '@receipts/domain';
import { buildManuscript } from '../../apps/api/src/export/build-manuscript.ts';
import type { ExportEventListener } from '../../apps/api/src/export/export-progress.ts';
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
/** Typst compiles of one run: the first, the widow passes, a second gutter's. */
let passes = 0;
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  // The export job's progress listener, as the job passes it: it counts the typesetting passes.
  let runPasses = 0;
  const onEvent: ExportEventListener = (event) => {
    if (event.step === 'typesetting') runPasses = event.pass;
  };
  const manuscript = buildManuscript(
    book,
    chapters,
    [],
    { references: 'book', chapters: 'all' },
    {},
    onEvent,
  );
  const pdf = writePdf(manuscript, pdfSettings({ layout }), new Date(), onEvent);
  passes = runPasses;
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
    passes,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
