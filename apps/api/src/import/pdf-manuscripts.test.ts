import { readFileSync } from 'node:fs';
import { schema } from '@receipts/editor';
import { describe, expect, it } from 'vitest';
import { importDocument } from './import-document.ts';

/**
 * PDFs made by real tools from the Markdown beside them (test/fixtures/manuscripts, written by
 * make-manuscripts.sh): WeasyPrint and Chromium from pandoc's HTML, LibreOffice from pandoc's .odt.
 * Each has a running header with the book's title and a page number on its pages.
 */
const manuscript = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/manuscripts/${name}`, import.meta.url)));

async function chaptersOf(name: string) {
  const result = await importDocument({
    bytes: manuscript(name),
    fileName: name,
    mediaType: 'application/pdf',
    purpose: 'chapters',
  });
  if (result.purpose !== 'chapters') throw new Error('expected chapters');
  return result.chapters;
}

const PDFS = [
  {
    file: 'standing-agenda.pdf',
    title: 'The Standing Agenda',
    titlePage: ['A Novel of Minutes and Meetings', 'Dana Okafor', 'March 31, 2026'],
    chapters: ['Circling Back', 'Per My Last Email', 'References'],
  },
  {
    file: 'board-minutes.pdf',
    title: 'Minutes of the Board',
    titlePage: ['Tomasz Wierzbicki'],
    chapters: ['Introduction', 'The Record', 'The Correction', 'References'],
  },
  {
    file: 'quarterly-handbook.pdf',
    title: 'The Quarterly Handbook',
    titlePage: ['Priya Raman'],
    chapters: ['Bandwidth', 'The Offsite', 'References'],
  },
  {
    file: 'the-efficient-office-pdflatex.pdf',
    title: 'The Efficient Office',
    titlePage: ['Philippa Strand-Offenbach'],
    chapters: ['The First Reorganisation', 'The Flight to Offline', 'References'],
  },
  {
    file: 'the-efficient-office-lualatex.pdf',
    title: 'The Efficient Office',
    titlePage: ['Philippa Strand-Offenbach'],
    chapters: ['The First Reorganisation', 'The Flight to Offline', 'References'],
  },
] as const;

describe('PDF manuscripts rebuilt from their layout', () => {
  for (const pdf of PDFS) {
    it(`${pdf.file}: running header, page numbers and title page left out; chapters at the top heading level only`, async () => {
      const chapters = await chaptersOf(pdf.file);
      expect(chapters.map((chapter) => chapter.title)).toEqual(pdf.chapters);
      const html = chapters.map((chapter) => chapter.html).join('');
      // The running header repeats the book's title; the title page names it once more.
      expect(html).not.toContain(pdf.title);
      for (const line of pdf.titlePage) expect(html).not.toContain(line);
      // No paragraph is a page number.
      expect(html).not.toMatch(/<p>\s*\d+\s*<\/p>/);
    });
  }

  it('a paragraph broken by a page break is one paragraph again', async () => {
    const [first] = await chaptersOf('standing-agenda.pdf');
    // WeasyPrint breaks this paragraph after "It was the fourth" (page 1 → 2).
    expect(first!.html).toMatch(
      /<p>Marguerite wrote the word <em>aligned<\/em> in the margin of her notebook and drew a small box around it\. It was the fourth box of the morning\. [^<]*<em>bandwidth<\/em>/,
    );
    const [, record] = await chaptersOf('board-minutes.pdf');
    // LibreOffice breaks this quote after "remember the", with a footnote and the page's foot between.
    expect(record!.html).toContain(
      'which is to say that everybody agreed to remember the meeting as the secretary had described it.</p>',
    );
  });

  it('a footnote at a page’s foot, and an endnote, is the footnote of its reference', async () => {
    // Footnotes are being added to the editor's schema; until they are, notes stay paragraphs.
    if (!('footnote' in schema.nodes)) {
      const [, record] = await chaptersOf('board-minutes.pdf');
      expect(record!.html).toContain(
        'described it.</p><p>1 The board’s constitution described the secretary’s role in a single sentence, which did not mention the minutes at all.</p>',
      );
      return;
    }
    // LibreOffice sets the note at the page's foot, its number raised in the text.
    const [introduction] = await chaptersOf('board-minutes.pdf');
    expect(introduction!.html).toContain(
      'mattered far more than what was said.<span data-footnote="">The board’s constitution described the secretary’s role in a single sentence, which did not mention the minutes at all.</span></p>',
    );
    // WeasyPrint sets pandoc's notes as a numbered list closing the book.
    const [first, , references] = await chaptersOf('standing-agenda.pdf');
    expect(first!.html).toContain(
      'now called DO NOT USE.<span data-footnote="">The folder called FINAL v2 was, by general agreement, the real final version, but nobody had renamed it, because renaming it would have required a meeting.</span></p>',
    );
    expect(references!.html).not.toContain('<ol>');
  });

  it('subheadings stay inside their chapter as headings', async () => {
    const [first, second] = await chaptersOf('standing-agenda.pdf');
    expect(first!.html).toContain('<h2>The Action Items</h2>');
    expect(second!.html).toContain('<h2>What the Auditors Found</h2>');
    const [, record] = await chaptersOf('board-minutes.pdf');
    expect(record!.html).toContain('<h2>Matters Arising</h2>');
  });

  it('numbered and bulleted lists are lists, nested as they were set', async () => {
    const [first] = await chaptersOf('standing-agenda.pdf');
    expect(first!.html).toContain(
      '<ol><li><p>Circulate the revised timeline to the stakeholders</p></li>' +
        '<li><p>Confirm the budget figures with finance</p>' +
        '<ul><li><p>the travel line, which nobody could explain</p></li>' +
        '<li><p>the consulting line, which nobody wanted to</p></li></ul></li>' +
        '<li><p>Schedule a follow-up to review the follow-up</p></li></ol>',
    );
    // Chromium draws a bullet as a small shape, not a glyph.
    const [, offsite] = await chaptersOf('quarterly-handbook.pdf');
    expect(offsite!.html).toContain(
      '<ul><li><p>A new slide template</p><ul><li><p>with a new font</p></li>' +
        '<li><p>and a new shade of blue</p></li></ul></li>' +
        '<li><p>A list of priorities, each described as the top priority</p></li>',
    );
  });

  it('italics and bold are kept, read from the fonts’ names', async () => {
    const [first] = await chaptersOf('standing-agenda.pdf');
    expect(first!.html).toContain('ended, <em>officially</em>, at noon');
    expect(first!.html).toContain('we’re all <strong>aligned</strong> on the deliverables');
    const [, record] = await chaptersOf('board-minutes.pdf');
    expect(record!.html).toContain('who is <em>responsible</em> for what follows');
    expect(record!.html).toContain('say happened, <strong>happened</strong>, and');
  });

  it('a master plan from a PDF keeps its title page: the title is the first heading', async () => {
    const result = await importDocument({
      bytes: manuscript('standing-agenda.pdf'),
      fileName: 'plan.pdf',
      mediaType: 'application/pdf',
      purpose: 'plan',
    });
    if (result.purpose !== 'plan') throw new Error('expected a plan');
    expect(result.plan.title).toBe('The Standing Agenda');
  });
});

/**
 * LaTeX's books (make-manuscripts.sh): pdfLaTeX's Type 1 fonts without ToUnicode, two-sided pages
 * with running heads that name the chapter beside the folio, notes at the page's foot numbered
 * by a raised figure, words hyphenated at line ends, LuaLaTeX's "Chapter N" above each title.
 */
describe('PDF manuscripts typeset by LaTeX', () => {
  const LATEX = ['the-efficient-office-pdflatex.pdf', 'the-efficient-office-lualatex.pdf'];

  for (const file of LATEX) {
    it(`${file}: running heads with their folios, and "Chapter N" labels, are left out`, async () => {
      const html = (await chaptersOf(file)).map((chapter) => chapter.html).join('');
      expect(html).not.toMatch(/THE FIRST REORGANISATION|THE FLIGHT TO OFFLINE/);
      expect(html).not.toMatch(/Chapter \d/i);
      expect(html).not.toMatch(/<p>\s*(?:\d+|[ivx]+)\s*<\/p>/);
    });

    it(`${file}: ligatures are letters, words broken at line ends (and across pages) are whole`, async () => {
      const html = (await chaptersOf(file)).map((chapter) => chapter.html).join('');
      expect(html).not.toMatch(/[\ufb00-\ufb06]/);
      expect(html).toContain('a fluent and affable man called Geoffrey Fairfield');
      expect(html).toContain('which was circulated to four hundred people');
      expect(html).toContain('which everybody understood to mean');
      expect(html).toContain('a small and inconspicuous team');
      expect(html).toContain('to make efficiency visible');
      expect(html).not.toMatch(/\p{L}- \p{L}/u);
    });

    it(`${file}: block quotes are the quotes only, on left- and right-hand pages alike`, async () => {
      const html = (await chaptersOf(file)).map((chapter) => chapter.html).join('');
      const quotes = [...html.matchAll(/<blockquote>(.*?)<\/blockquote>/g)].map((m) => m[1]);
      expect(quotes).toEqual([
        expect.stringMatching(
          /^<p>The purpose of the Office of Efficiency is not[^<]*defining it\.<\/p>$/,
        ),
        expect.stringMatching(/^<p>Our recommendation is that[^<]*intended to describe\.<\/p>$/),
      ]);
    });

    it(`${file}: small caps, italics, and the notes at the pages' feet`, async () => {
      const [first, second, references] = await chaptersOf(file);
      expect(first!.html).toContain('conducted by an Office of Efficiency that would report');
      expect(first!.html).toContain('<em>Progress is being made</em>, they said');
      expect(references!.html).toContain('<em>Journal of Administrative Affairs</em>');
      if (!('footnote' in schema.nodes)) return;
      expect(first!.html).toContain(
        'the flow of information.<span data-footnote="">Information, in Fairfield’s usage, meant anything that had been written down, including the minutes of meetings that had been cancelled.</span> By Friday',
      );
      expect(first!.html).toContain(
        'on the previous quarter.<span data-footnote="">The previous quarter had produced no findings at all, an outcome the office described as a baseline.</span></p>',
      );
      expect(second!.html).toContain(
        'to the board.<span data-footnote="">The figures were offered in a spreadsheet with a single flagged cell, which the board referred back to the finance team for clarification.</span> The board',
      );
    });
  }
});
