import { beforeAll, describe, expect, it } from 'vitest';
import { wordSequence } from '../../../test/export-tools.ts';
import {
  pdfFonts,
  pdfInfo,
  pdfLanguage,
  pdfPageTexts,
  pdfWordBoxes,
  qpdfCheck,
  wordsInOrder,
} from '../../../test/pdf-tools.ts';
import { printBookFixture, withoutNoteNumbers } from '../../../test/print-book-fixture.ts';
import type { ExportEvent, ExportEventListener } from '../export-progress.ts';
import { buildManuscript, type ManuscriptBook } from '../build-manuscript.ts';
import { inlineText, type Manuscript } from '../manuscript.ts';
import { blockText } from './manuscript-words.ts';
import { writePdf } from './write-pdf.ts';

const BOOK: ManuscriptBook = {
  title: 'The Meeting That Could Have Been an Email',
  subtitle: 'Minutes & Receipts',
  authorName: 'Kemet Writer',
  seriesName: null,
  seriesNumber: null,
  isbn: '978-3-16-148410-0',
  description: null,
  edition: 'First edition 2026',
  dedication: 'For Ada,\nwho kept every receipt.',
};
const DATE = new Date('2026-03-01T12:00:00Z');
const POINTS_PER_INCH = 72;

function manuscriptOf(words: number, chapters: number) {
  const fixture = printBookFixture(words, chapters);
  const sources = fixture.chapters.map((chapter, index) => ({
    id: index + 1,
    title: chapter.title,
    orderIndex: index,
    status: 'completed',
    content: chapter.content,
  }));
  // Each chapter's entry as the book's bibliography gives it (docs/decisions/bibliography.md).
  const references = fixture.references.map((text, index) => ({
    workKey: `work-${index}`,
    html: text.replaceAll('&', '&amp;').replaceAll('<', '&lt;'),
    chapterIds: [index + 1],
  }));
  const manuscript = buildManuscript(BOOK, sources, references, {
    references: 'book',
    chapters: 'all',
  });
  return { fixture, manuscript };
}

const print = (manuscript: Manuscript, overrides: object = {}, onEvent?: ExportEventListener) =>
  writePdf(
    manuscript,
    { layout: 'print', trim: '6x9', font: 'eb-garamond', size: 11, ...overrides },
    DATE,
    onEvent,
  );

const lines = (page: string) =>
  page
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** The word joiner Typst puts before a contents entry's page number. */
const plain = (text: string) => text.replace(/\u2060/g, '');
const isFolio = (line: string) => /^\d+$/.test(line);

/** The words as the reader meets them: words hyphenated at a line end joined back. */
const readWords = (text: string) => wordSequence(text.replace(/[-\u00ad]\n/g, '')).split(' ');

describe('the print interior of a 40,000-word book in 12 chapters', () => {
  const { fixture, manuscript } = manuscriptOf(40_000, 12);
  let pdf: Uint8Array;
  let pageCount: number;
  let pages: string[];
  /** 1-based page numbers of the chapter openers, and of the References opener last. */
  let openers: number[];
  /** Physical page minus folio (the front matter is unnumbered; the first chapter is page 1). */
  let folioOffset: number;

  /** What the typesetting reported as it went (an export job's progress). */
  const events: ExportEvent[] = [];

  beforeAll(async () => {
    const compiled = print(manuscript, {}, (event) => events.push(event));
    pdf = compiled.pdf;
    pageCount = compiled.pages;
    pages = await pdfPageTexts(pdf);
    const openerTitles = [...manuscript.chapters.map((c) => c.title), 'References'];
    openers = openerTitles.map((title) => {
      const index = pages.findIndex((page, i) => i > 6 && lines(page).slice(0, 2).includes(title));
      return index + 1;
    });
    folioOffset = openers[0]! - 1;
  });

  it('reports the source, every typesetting pass (the widow passes too) and the PDF, in order', () => {
    expect(events[0]).toEqual({ step: 'source' });
    expect(events.at(-1)).toEqual({ step: 'pdf' });
    const passes = events.slice(1, -1);
    expect(passes.every((event) => event.step === 'typesetting')).toBe(true);
    expect(passes.map((event) => event.step === 'typesetting' && event.pass)).toEqual(
      passes.map((_, index) => index + 1),
    );
    expect(passes[0]).toMatchObject({ reason: 'first' });
    // This book has widows to end (see the widow test below): at least one pass more.
    expect(passes.slice(1)).toContainEqual(expect.objectContaining({ reason: 'widows' }));
  });

  it('is a 6 × 9 in PDF of the pages Typst laid out, with title, author and language', async () => {
    const info = await pdfInfo(pdf);
    expect(info).toMatchObject({ pages: pageCount, width: 432, height: 648 });
    expect(info.title).toBe(BOOK.title);
    expect(info.author).toBe(BOOK.authorName);
    expect(await pdfLanguage(pdf)).toBe('en');
    expect(pages).toHaveLength(pageCount);
  });

  it('embeds every font it uses, all of them the shipped EB Garamond', async () => {
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThanOrEqual(3); // roman, italic, bold
    for (const font of fonts) {
      expect(font.embedded, font.name).toBe(true);
      expect(font.name).toMatch(/EBGaramond/);
    }
  });

  it('passes qpdf --check', async () => {
    const check = await qpdfCheck(pdf);
    expect(check.output).toContain('No syntax or stream encoding errors found');
    expect(check.ok).toBe(true);
  });

  it('opens with a half title, a title page, a copyright page with the edition, the dedication and the contents, each in its place', () => {
    expect(lines(pages[0]!)).toEqual([BOOK.title]);
    expect(lines(pages[1]!)).toEqual([]);
    const titlePage = lines(pages[2]!);
    expect(titlePage.slice(0, -2).join(' ')).toBe(BOOK.title); // the title may take two lines
    expect(titlePage.slice(-2)).toEqual([BOOK.subtitle, BOOK.authorName!.toUpperCase()]);
    expect(lines(pages[3]!)).toEqual([
      `Copyright © 2026 ${BOOK.authorName}`,
      'All rights reserved.',
      `ISBN ${BOOK.isbn}`,
      BOOK.edition,
    ]);
    // The dedication: a recto of its own, its line break kept, no running head or folio.
    expect(lines(pages[4]!)).toEqual(['For Ada,', 'who kept every receipt.']);
    expect(lines(pages[5]!)).toEqual([]);
    expect(lines(pages[6]!)[0]).toBe('CONTENTS');
  });

  it('has every word of the manuscript, in order, from the first chapter to the last reference', () => {
    const expected = [
      ...manuscript.chapters.flatMap((chapter) => [
        chapter.label ?? '',
        chapter.title,
        ...chapter.blocks.map(blockText),
      ]),
      'References',
      ...manuscript.references.map(inlineText),
    ].flatMap((text) => wordSequence(text).split(' ').filter(Boolean));
    // The body as read: running heads, folios and notes left out, then each note's number
    // (set right after its mark's word) taken off, and words hyphenated at a line end joined.
    const text = pages
      .slice(openers[0]! - 1)
      .map((page, index) => {
        const pageLines = lines(page).filter((line) => !/^\d+Note /.test(line));
        const quiet = openers.includes(index + openers[0]!) || pageLines.length === 0;
        return (quiet ? pageLines : pageLines.slice(1, -1)).join('\n');
      })
      .join('\n');
    const actual = readWords(withoutNoteNumbers(text, fixture.notes));
    expect(wordsInOrder(actual, expected)).toEqual({
      found: expected.length,
      of: expected.length,
      stoppedAt: undefined,
    });
    expect(actual).toHaveLength(expected.length); // nothing else either: the very same words
    expect(expected.length).toBeGreaterThan(40_000);
  });

  it('opens every chapter on a right-hand (odd) page, with a blank left page where needed', () => {
    expect(openers.every((page) => page > 0 && page % 2 === 1)).toBe(true);
    const blanks = openers.filter((page) => lines(pages[page - 2]!).length === 0);
    expect(blanks.length).toBeGreaterThan(0); // the fixture has chapters ending on a recto
    for (const opener of openers.slice(1)) {
      const before = lines(pages[opener - 2]!);
      // The page before an opener is the last of the previous chapter, or entirely blank.
      if (before.length > 0)
        expect(before.some((line) => /c\d+p\d+|Author\d+/.test(line) || line.length > 30)).toBe(
          true,
        );
    }
  });

  it('lists in the contents the folio on which each chapter opens', () => {
    const contents = lines(plain(pages[6]!)).slice(1);
    const entries = contents.map((line) => /^(.*?)[\s.]*?(\d+)$/.exec(line)!);
    const expected = [...manuscript.chapters.map((c) => c.heading), 'References'];
    expect(entries.map((entry) => entry[1]!.replace(/[\s.]+$/, ''))).toEqual(expected);
    const folios = entries.map((entry) => Number(entry[2]));
    expect(folios.map((folio) => folio + folioOffset)).toEqual(openers);
    // The page after an opener prints the folio that follows the contents' number.
    const afterFirst = lines(pages[openers[0]!]!);
    expect(afterFirst.at(-1)).toBe(String(folios[0]! + 1));
  });

  it('sets each footnote at the foot of the page its mark is on', () => {
    expect(fixture.notes.length).toBeGreaterThan(50);
    for (const note of fixture.notes) {
      const markPage = pages.findIndex((page) => new RegExp(`${note.anchor}\\d+`).test(page));
      const notePage = pages.findIndex((page) => page.replace(/\s+/g, ' ').includes(note.text));
      expect(markPage, note.anchor).toBeGreaterThan(0);
      expect(notePage, note.anchor).toBe(markPage);
      const pageLines = lines(pages[notePage]!);
      const noteLine = pageLines.findIndex((line) => line.includes(note.text.slice(0, 12)));
      const markLine = pageLines.findIndex((line) => line.includes(note.anchor));
      expect(noteLine, note.anchor).toBeGreaterThan(markLine);
    }
  });

  it('has no running head or folio on openers and blank pages, and both on every other page', () => {
    const author = BOOK.authorName!.toUpperCase();
    let chapter = -1;
    for (let page = openers[0]!; page <= pageCount; page++) {
      const pageLines = lines(pages[page - 1]!);
      if (openers.includes(page)) {
        chapter = openers.indexOf(page);
        expect(pageLines).not.toContain(author);
        expect(pageLines.some(isFolio), `opener ${page}`).toBe(false);
        continue;
      }
      if (pageLines.length === 0) continue; // a blank verso: nothing at all
      const title =
        chapter < manuscript.chapters.length ? manuscript.chapters[chapter]!.title : 'References';
      expect(pageLines[0], `page ${page}`).toBe(page % 2 === 0 ? author : title.toUpperCase());
      expect(pageLines.at(-1), `page ${page}`).toBe(String(page - folioOffset));
    }
  });

  it('sets the gutter for its page count (0.5 in from 151 to 300 pages) on the inside of each page', async () => {
    expect(pageCount).toBeGreaterThan(150);
    expect(pageCount).toBeLessThanOrEqual(300);
    const leftEdge = async (page: number) =>
      Math.min(...(await pdfWordBoxes(pdf, page)).map((box) => box.xMin));
    const recto = openers[1]! + 2;
    expect(await leftEdge(recto)).toBeCloseTo(0.5 * POINTS_PER_INCH, 0); // gutter on the left
    expect(await leftEdge(recto + 1)).toBeCloseTo(0.625 * POINTS_PER_INCH, 0); // outside margin
  });

  it('leaves no widow or orphan, not even a last line carrying a note Typst moved on alone', () => {
    const paragraphStart = /^c\d+p\d+ /;
    const widows: string[] = [];
    const orphans: string[] = [];
    for (let page = openers[0]! + 1; page <= pageCount; page++) {
      if (openers.includes(page)) continue;
      // Body lines: after the running head, before the notes and the folio; scene breaks aside.
      const body = lines(pages[page - 1]!)
        .slice(1, -1)
        .filter((line) => !/^\d+Note /.test(line) && line !== '❦');
      if (body.length < 3) continue;
      if (!paragraphStart.test(body[0]!) && paragraphStart.test(body[1]!)) widows.push(body[0]!);
      if (paragraphStart.test(body.at(-1)!) && !openers.includes(page + 1))
        orphans.push(body.at(-1)!);
    }
    expect(orphans).toEqual([]);
    expect(widows).toEqual([]);
  });
});
