import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeEach, describe, expect, it } from 'vitest';
import { epubcheck, which } from './export-tools.ts';
import { pdfPageTexts } from './pdf-tools.ts';
import { useTestApp } from './test-app.ts';
import { form, uploadClient } from './upload-client.ts';

/**
 * Issue #27's "Done when", the import and export half (the editing half is the journey
 * `figures-and-tables-done.spec.ts`): a chapter with two tables (one with merged cells) and three
 * figures (alt text, caption, source line), written by LibreOffice as a .docx
 * (fixtures/tables/figures-and-tables.fodt), goes in through the app's upload and comes out in
 * .docx, EPUB, the Markdown zip and the print PDF with its structure, captions, alt text and numbers.
 */

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});
const { post } = uploadClient(t, () => cookie);

const DOCX = new Uint8Array(
  readFileSync(new URL('./fixtures/tables/figures-and-tables.docx', import.meta.url)),
);

const FIGURES = [
  {
    alt: 'Bar chart: desks per floor, highest on the third floor',
    caption: 'Desks per floor',
    source: 'Source: facilities survey, 2024.',
  },
  {
    alt: 'Line chart: office plants alive each month, falling from forty to six',
    caption: 'Plants alive by month',
    source: 'Source: the author’s notebook.',
  },
  {
    alt: 'Floor plan of the open office with the kitchen in the north-east corner',
    caption: 'The open office, third floor',
    source: 'Drawing: the facilities team.',
  },
];
const TABLES = ['Receipts filed by year', 'Meetings and their minutes'];

/** The fixture imported into a new book: one chapter. */
async function importedBook() {
  const api = await t.caller();
  const book = await api.books.create({ title: 'The Office in Pictures', authorName: 'A. Writer' });
  const { status, json } = await post(
    `/api/books/${book.id}/upload-chapters`,
    form('document', DOCX, 'figures-and-tables.docx'),
  );
  expect(status).toBe(201);
  expect(json.chapters).toEqual(['The Office in Pictures']);
  const [chapter] = await api.chapters.listByBook({ id: book.id });
  return { api, bookId: book.id, html: chapter!.content ?? '' };
}

async function exported(bookId: number, format: string) {
  const response = await t.request(`/api/books/${bookId}/export?format=${format}`, { cookie });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const images = (html: string) =>
  [...html.matchAll(/<figure [^>]*data-image="([0-9a-f-]{36})"/g)].map(([, image]) => image!);

describe('a LibreOffice .docx with two tables and three figures, from Word to every export', () => {
  it('imports every figure with its alt text, caption and source line, and both tables with caption, header row, merged cells and alignment', async () => {
    const { html } = await importedBook();
    const figures = [...html.matchAll(/<figure [\s\S]*?<\/figure>/g)].map(([found]) => found);
    expect(figures).toHaveLength(3);
    for (const [index, { alt, caption, source }] of FIGURES.entries()) {
      expect(figures[index]).toContain(`alt="${alt}"`);
      expect(figures[index]).toContain(
        `<p class="figure-caption">${caption}</p><p class="figure-source">${source}</p>`,
      );
    }
    expect(html).toContain(
      '<table><caption>Receipts filed by year</caption><tbody><tr><th><p>Year</p></th><th style="text-align: right"><p>Filed</p></th>',
    );
    expect(html).toContain(
      '<table><caption>Meetings and their minutes</caption><tbody><tr><th><p>Committee</p></th><th colspan="2"><p>Minutes kept</p></th></tr><tr><td rowspan="2"><p>Housing</p></td>',
    );
    // Word's own "Figure 1:" and "Table 1:" are not kept: the app numbers.
    expect(html).not.toMatch(/Figure \d|Table \d/);
    // Each picture is stored for the book and served.
    for (const image of images(html))
      expect((await t.request(`/api/figures/${image}/print`, { cookie })).status).toBe(200);
  });

  it('writes a .docx with the pictures’ alt text, numbered captions in Word’s Caption style and real merged cells', async () => {
    const { bookId } = await importedBook();
    const bytes = await exported(bookId, 'docx');
    const document = strFromU8(unzipSync(bytes)['word/document.xml']!);
    for (const { alt } of FIGURES) expect(document).toContain(`descr="${alt}"`);
    expect(document).toContain('<w:gridSpan w:val="2"/>');
    expect(document).toContain('<w:vMerge w:val="restart"/>');
    expect(document.match(/<w:tbl>/g)).toHaveLength(2);
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    for (const [index, { caption, source }] of FIGURES.entries()) {
      expect(text).toContain(`Figure ${index + 1}. ${caption}`);
      expect(text).toContain(source);
    }
    for (const [index, caption] of TABLES.entries())
      expect(text).toContain(`Table ${index + 1}: ${caption}`);
    expect(text).toContain('List of Figures');
    expect(text).toContain('List of Tables');
  });

  // epubcheck starts a JVM: slow on a loaded machine.
  it(
    'writes an EPUB that epubcheck passes with no error and no warning, figures and tables numbered',
    { timeout: 180_000 },
    async () => {
      const { bookId } = await importedBook();
      const bytes = await exported(bookId, 'epub');
      const files = unzipSync(bytes);
      const chapter = strFromU8(files['OEBPS/chapter-001.xhtml']!);
      for (const [index, { alt, caption, source }] of FIGURES.entries()) {
        expect(chapter).toContain(`alt="${alt}"`);
        expect(chapter).toContain(
          `<p class="figure-caption"><span class="figure-label">Figure ${index + 1}.</span> ${caption}</p><p class="figure-source">${source}</p>`,
        );
      }
      for (const [index, caption] of TABLES.entries())
        expect(chapter).toContain(
          `<caption><span class="table-label">Table ${index + 1}</span> ${caption}</caption>`,
        );
      expect(chapter).toContain('<th scope="col" colspan="2">');
      expect(chapter).toContain('<td rowspan="2">');
      if (!(await which('epubcheck'))) throw new Error('epubcheck is not installed');
      const check = await epubcheck(bytes);
      expect(check.output).toMatch(/No errors or warnings detected/);
    },
  );

  it('writes a Markdown zip: the three images beside the text, alt text, numbered captions, a pipe table and an HTML table for the merged cells', async () => {
    const { bookId, html } = await importedBook();
    const files = unzipSync(await exported(bookId, 'md'));
    const names = Object.keys(files);
    for (const image of images(html)) expect(names).toContain(`images/${image}.png`);
    const markdown = strFromU8(files['the-office-in-pictures.md']!);
    for (const [index, { alt, caption, source }] of FIGURES.entries())
      expect(markdown).toMatch(
        new RegExp(
          `!\\[${alt}\\]\\(images/[0-9a-f-]{36}\\.png\\)\\n\\n\\*\\*Figure ${index + 1}\\.\\*\\* ${caption}\\n\\n${source}`,
        ),
      );
    expect(markdown).toContain('**Table 1** Receipts filed by year\n\n| Year |');
    expect(markdown).toContain('**Table 2** Meetings and their minutes\n\n<table>');
    expect(markdown).toContain('colspan="2"');
    expect(markdown).toContain('rowspan="2"');
  });

  it(
    'prints a PDF whose text (pdftotext) shows the captions with "Figure N" and "Table N"',
    { timeout: 120_000 },
    async () => {
      const { bookId } = await importedBook();
      const text = (await pdfPageTexts(await exported(bookId, 'pdf')))
        .join('\n')
        .replace(/\s+/g, ' ');
      for (const [index, { caption, source }] of FIGURES.entries())
        expect(text).toContain(`Figure ${index + 1}: ${caption} ${source}`);
      for (const [index, caption] of TABLES.entries())
        expect(text).toContain(`Table ${index + 1}: ${caption}`);
      expect(text).toContain('Committee Minutes kept Housing Spring Signed by the chair');
      expect(text).toContain('Never approved');
    },
  );
});
