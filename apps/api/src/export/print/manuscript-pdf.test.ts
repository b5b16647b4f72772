import { beforeAll, describe, expect, it } from 'vitest';
import { wordSequence } from '../../../test/export-tools.ts';
import {
  pdfFonts,
  pdfInfo,
  pdfPageTexts,
  pdfWordBoxes,
  qpdfCheck,
  wordsInOrder,
} from '../../../test/pdf-tools.ts';
import { printBookFixture, withoutNoteNumbers } from '../../../test/print-book-fixture.ts';
import { buildManuscript } from '../build-manuscript.ts';
import { manuscriptHeader, roundedWordCount } from './manuscript-source.ts';
import { blockText, manuscriptWords } from './manuscript-words.ts';
import { pdfSettings } from './pdf-settings.ts';
import { writePdf } from './write-pdf.ts';

const DATE = new Date('2026-03-01T12:00:00Z');
const INCH = 72;
const fixture = printBookFixture(6000, 3);
const manuscript = buildManuscript(
  {
    title: 'The Standing Agenda: A Satire',
    subtitle: null,
    authorName: 'Kemet A. Writer',
    seriesName: null,
    seriesNumber: null,
    isbn: null,
    description: null,
  },
  fixture.chapters.map((chapter, index) => ({
    id: index + 1,
    title: chapter.title,
    orderIndex: index,
    status: 'draft',
    content: chapter.content,
  })),
  [],
  { references: 'book', chapters: 'all' },
);
const lines = (page: string) =>
  page
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('the standard manuscript', () => {
  let pdf: Uint8Array;
  let pages: string[];
  beforeAll(async () => {
    pdf = writePdf(manuscript, pdfSettings({ layout: 'manuscript' }), DATE).pdf;
    pages = await pdfPageTexts(pdf);
  });

  it('is US Letter (A4 when asked), its fonts embedded, qpdf-clean', async () => {
    expect(await pdfInfo(pdf)).toMatchObject({ width: 612, height: 792 });
    expect((await pdfFonts(pdf)).every((font) => font.embedded)).toBe(true);
    expect((await qpdfCheck(pdf)).ok).toBe(true);
    const a4 = writePdf(manuscript, pdfSettings({ layout: 'manuscript', trim: 'a4' }), DATE);
    const info = await pdfInfo(a4.pdf);
    expect([info.width, info.height].map((p) => Math.round((p / INCH) * 25.4))).toEqual([210, 297]);
  });

  it('starts with the author, the word count, the title and the byline, and no header', () => {
    const words = manuscriptWords(manuscript);
    expect(lines(pages[0]!)).toEqual([
      'Kemet A. Writer',
      roundedWordCount(words),
      'THE STANDING AGENDA: A SATIRE',
      'by Kemet A. Writer',
    ]);
    expect(roundedWordCount(words)).toBe('about 6,000 words');
    expect(roundedWordCount(85_449)).toBe('about 85,000 words');
    expect(roundedWordCount(2_349)).toBe('about 2,300 words');
  });

  it('heads every later page "Surname / SHORT TITLE / page", the first chapter on page 1', () => {
    expect(manuscriptHeader('The Standing Agenda: A Satire', 'Kemet A. Writer')).toBe(
      'Writer / THE STANDING AGENDA',
    );
    pages.slice(1).forEach((page, index) => {
      expect(lines(page)[0]).toBe(`Writer / THE STANDING AGENDA / ${index + 1}`);
    });
  });

  it('starts each chapter on a new page, a third of the way down', async () => {
    for (const chapter of manuscript.chapters) {
      const page = pages.findIndex((text) => lines(text)[1] === chapter.heading) + 1;
      expect(page, chapter.heading).toBeGreaterThan(1);
      const first = wordSequence(chapter.heading).split(' ')[0];
      const heading = (await pdfWordBoxes(pdf, page)).find(
        (box) => wordSequence(box.word) === first,
      )!;
      expect(heading.yMin / 792).toBeGreaterThan(0.3);
      expect(heading.yMin / 792).toBeLessThan(0.42);
    }
  });

  it('is double-spaced 12 pt text with 1 in margins', async () => {
    const boxes = await pdfWordBoxes(pdf, 3);
    const lineTops = [...new Set(boxes.map((box) => Math.round(box.yMin * 10) / 10))].sort(
      (a, b) => a - b,
    );
    const gaps = lineTops.slice(2, 12).map((top, index) => top - lineTops[index + 1]!);
    for (const gap of gaps) expect(gap).toBeCloseTo(24, 0); // 12 pt type on 24 pt lines
    expect(Math.min(...boxes.map((box) => box.xMin))).toBeCloseTo(INCH, 0);
    const right = Math.max(...boxes.map((box) => box.xMin));
    expect(right).toBeLessThan(612 - INCH);
  });

  it('has every word of the chapters, in order', () => {
    const expected = manuscript.chapters
      .flatMap((chapter) => [chapter.heading, ...chapter.blocks.map(blockText)])
      .flatMap((text) => wordSequence(text).split(' ').filter(Boolean));
    const actual = wordSequence(withoutNoteNumbers(pages.join('\n'), fixture.notes)).split(' ');
    const result = wordsInOrder(actual, expected);
    expect(result.found).toBe(expected.length);
  });
});
