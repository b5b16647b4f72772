import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../test/fixtures/pdf-builder.ts';
import { importDocument } from './import-document.ts';
import { pdfRunsToHtml, type PdfTextRun } from './pdf-layout.ts';
import { pdfPageRuns } from './pdf-page-runs.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url)));

describe('PDF text through pdf.js operator lists', () => {
  it('reads a PDF printed by Chromium: embedded fonts, a flipped page matrix, kerned runs, bold and italic', async () => {
    // chromium-draft.pdf is chromium-draft.html printed with `chromium --headless --print-to-pdf`.
    const result = await importDocument({
      bytes: fixture('chromium-draft.pdf'),
      fileName: 'draft.pdf',
      mediaType: 'application/pdf',
      purpose: 'chapters',
    });
    if (result.purpose !== 'chapters') throw new Error('expected chapters');
    expect(result.chapters.map((chapter) => chapter.title)).toEqual([
      'Circling Back',
      'Per My Last Email',
    ]);
    expect(result.chapters[0]!.html).toBe(
      '<p>The meeting began at nine and ended, officially, at noon; unofficially it never ended at all, because the follow-up invitation arrived before anyone had left the room. Nobody could say what had been decided.</p>' +
        '<p>Per my last email, the <strong>deliverables</strong> were <em>aligned</em> with the stakeholders’ expectations, which had not yet been written down.</p>',
    );
    expect(result.chapters[1]!.wordCount).toBe(17);
  });

  it('places each shown string on the page, at its size, with its width', async () => {
    const bytes = buildPdf([
      [
        { text: 'Heading', size: 20 },
        { text: 'Body text', gapBefore: 1 },
      ],
    ]);
    const [page] = await pdfPageRuns(bytes);
    expect(page!.map((run) => run.text)).toEqual(['Heading', 'Body text']);
    const [heading, body] = page!;
    expect(heading).toMatchObject({ x: 72, fontSize: 20 });
    expect(body!.fontSize).toBe(11);
    expect(heading!.y).toBeGreaterThan(body!.y);
    // Helvetica's widths in thousandths of an em: B 667, o d e 556, y x 500, space t 278.
    expect(body!.width).toBeCloseTo((4169 * 11) / 1000, 3);
  });
});

describe('pdfRunsToHtml: paragraphs and headings from the layout', () => {
  const line = (text: string, y: number, extra: Partial<PdfTextRun> = {}): PdfTextRun => ({
    text,
    x: 72,
    y,
    fontSize: 11,
    width: 400,
    ...extra,
  });

  it('larger type is a heading; a wider gap or a short line ends a paragraph; hyphens rejoin', () => {
    const html = pdfRunsToHtml([
      [
        line('Chapter One', 760, { fontSize: 22, width: 150 }),
        line('First paragraph runs across the full measure and is then man-', 720),
        line('aged onto a second line that ends short.', 706, { width: 200 }),
        line('Second paragraph after a short line, set in the same size as the', 692),
        line('first, which keeps going until a wider gap comes along.', 678),
        line('Third paragraph after the gap.', 650, { width: 180 }),
        line('A Section', 620, { fontSize: 14, width: 90 }),
      ],
    ]);
    expect(html).toBe(
      '<h1>Chapter One</h1>' +
        '<p>First paragraph runs across the full measure and is then managed onto a second line that ends short.</p>' +
        '<p>Second paragraph after a short line, set in the same size as the first, which keeps going until a wider gap comes along.</p>' +
        '<p>Third paragraph after the gap.</p>' +
        '<h2>A Section</h2>',
    );
  });

  it('runs of one line join, with a space where the gap between them is a word space', () => {
    const html = pdfRunsToHtml([
      [
        line('Per my', 700, { width: 30 }),
        line('last', 700, { x: 106, width: 20 }), // 4 pt after "my": a word space
        line('email', 700, { x: 126.5, width: 25 }), // 0.5 pt after "last": kerning
      ],
    ]);
    expect(html).toBe('<p>Per my lastemail</p>');
  });

  it('drops running heads and page numbers, keeps chapter headings that open pages at the same height', () => {
    const page = (number: number, chapter: string, body: string[]) => [
      line('Quiet Quitting', 780, { fontSize: 9, x: 250, width: 60 }),
      line(chapter, 740, { fontSize: 22, width: 150 }),
      ...body.map((text, i) =>
        line(text, 700 - i * 14, { width: i === body.length - 1 ? 120 : 400 }),
      ),
      line(String(number), 40, { fontSize: 9, x: 300, width: 6 }),
    ];
    const html = pdfRunsToHtml([
      page(1, 'Chapter One', ['The first page ends a short paragraph here.']),
      page(2, 'Chapter Two', ['The second page has one too.']),
    ]);
    expect(html).toBe(
      '<h1>Chapter One</h1><p>The first page ends a short paragraph here.</p>' +
        '<h1>Chapter Two</h1><p>The second page has one too.</p>',
    );
  });

  it('a paragraph running onto the next page joins; a first-line indent starts a paragraph', () => {
    const html = pdfRunsToHtml([
      [
        line('Opening words of a paragraph that fills the whole measure of the', 700),
        line('page and goes on past its foot, into the', 686),
      ],
      [
        line('next page, where it ends.', 700, { width: 150 }),
        line('Another paragraph, set in from the margin, runs the full measure', 686, {
          x: 90,
          width: 382,
        }),
        line('and ends here.', 672, { width: 80 }),
      ],
    ]);
    expect(html).toBe(
      '<p>Opening words of a paragraph that fills the whole measure of the page and goes on past its foot, into the next page, where it ends.</p>' +
        '<p>Another paragraph, set in from the margin, runs the full measure and ends here.</p>',
    );
  });

  it('a compound broken at its own hyphen keeps it when the document writes it whole elsewhere', () => {
    const html = pdfRunsToHtml([
      [
        line('The follow-up arrived at once, and then a second reminder about the follow-', 700),
        line('up, which was itself a reminder, and the meeting was man-', 686),
        line('aged into the next week.', 672, { width: 150 }),
      ],
    ]);
    expect(html).toBe(
      '<p>The follow-up arrived at once, and then a second reminder about the follow-up, which was itself a reminder, and the meeting was managed into the next week.</p>',
    );
  });
});
