import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDocument } from './import-document.ts';
import { pdfPageRuns } from './pdf-page-runs.ts';
import { tabularPages } from './pdf-tabular-pages.ts';
import { tableCaptions } from './table-captions.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/tables/${name}`, import.meta.url)));

const manuscript = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/manuscripts/${name}`, import.meta.url)));

async function chapterHtml(bytes: Uint8Array, fileName: string): Promise<string[]> {
  const result = await importDocument({
    bytes,
    fileName,
    mediaType: 'application/octet-stream',
    purpose: 'chapters',
  });
  if (result.purpose !== 'chapters') throw new Error('expected chapters');
  return result.chapters.map((chapter) => chapter.html);
}

describe('tables in imported documents', () => {
  it('keeps a LibreOffice .docx table’s header row, merged cells and caption (label left out)', async () => {
    const [html] = await chapterHtml(fixture('tables.docx'), 'tables.docx');
    expect(html).toContain(
      '<table><caption>Receipts filed by year</caption><tbody><tr><th><p>Year</p></th><th><p>Filed</p></th><th><p>Lost</p></th></tr><tr><td><p>2023</p></td>',
    );
    expect(html).toContain(
      '<table><caption>Meetings and their minutes</caption><tbody><tr><th><p>Committee</p></th><th colspan="2"><p>Minutes kept</p></th></tr><tr><td rowspan="2"><p>Housing</p></td><td><p>Spring</p></td><td><p>Signed by the chair</p></td></tr><tr><td><p>Autumn</p></td><td><p>Never approved</p></td></tr></tbody></table>',
    );
    expect(html).not.toContain('Table 1');
  });

  it('keeps a LibreOffice .docx cell’s alignment when all its paragraphs share it (w:jc end, center)', async () => {
    const [html] = await chapterHtml(fixture('cell-alignment.docx'), 'cell-alignment.docx');
    expect(html).toContain(
      '<tbody><tr><th><p>Office</p></th><th style="text-align: center"><p>Filed</p></th><th style="text-align: center"><p>Note</p></th></tr>' +
        '<tr><td><p>North</p></td><td style="text-align: right"><p>1,204</p></td><td><p>late</p><p>but kept</p></td></tr>' +
        '<tr><td><p>South</p></td><td style="text-align: right"><p>87</p><p>(estimated)</p></td><td style="text-align: center"><p>none</p></td></tr></tbody>',
    );
    // The marks that carried the alignment through mammoth are gone.
    expect(html).not.toContain('receipts-cell-align');
  });

  it('takes a pandoc-made .docx table’s Table Caption paragraph as its caption', async () => {
    const [html] = await chapterHtml(fixture('held-out/ledger.docx'), 'ledger.docx');
    expect(html).toContain(
      '<table><caption>The treasurer’s ledger for the year, as filed with the minutes</caption><tbody><tr><th><p>Quarter</p></th>',
    );
  });

  it('keeps a Markdown pipe table with its alignment, and a "Table N:" line above it as its caption', async () => {
    const markdown =
      '# Chapter 1: Sums\n\nTable 1: Receipts by *year*\n\n| Year | Filed |\n| --- | ---: |\n| 2023 | 1,204 |\n| 2024 | 3 \\| 4 |\n\nAfter.\n';
    const [html] = await chapterHtml(new TextEncoder().encode(markdown), 'sums.md');
    expect(html).toBe(
      '<table><caption>Receipts by <em>year</em></caption><tbody>' +
        '<tr><th><p>Year</p></th><th style="text-align: right"><p>Filed</p></th></tr>' +
        '<tr><td><p>2023</p></td><td style="text-align: right"><p>1,204</p></td></tr>' +
        '<tr><td><p>2024</p></td><td style="text-align: right"><p>3 | 4</p></td></tr>' +
        '</tbody></table><p>After.</p>',
    );
  });

  it('leaves an ordinary paragraph above a table where it is', () => {
    expect(tableCaptions('<p>The figures follow.</p><table><tr><td>a</td></tr></table>')).toBe(
      '<p>The figures follow.</p><table><tr><td>a</td></tr></table>',
    );
    expect(tableCaptions('<p class="caption">Table 2.1 — Costs</p>\n<table>')).toBe(
      '<table><caption>Costs</caption>',
    );
  });
});

describe('PDF pages that look like tables', () => {
  it('are named in the import reply (the PDF of tables.docx, printed by LibreOffice)', async () => {
    const result = await importDocument({
      bytes: fixture('tables.pdf'),
      fileName: 'tables.pdf',
      mediaType: 'application/pdf',
      purpose: 'chapters',
    });
    expect(result.purpose === 'chapters' && result.notices).toEqual([
      'Page 1 of the PDF looks like it holds a table: tables are not rebuilt from a PDF, so their cells came in as lines of text. Import the .docx or Markdown file instead, or rebuild the table in the editor.',
    ]);
  });

  it.each([
    'board-minutes.pdf',
    'standing-agenda.pdf',
    'quarterly-handbook.pdf',
    'reply-all.pdf',
    'reply-all-chromium.pdf',
  ])('are none in a book of prose, lists and notes: %s', async (name) => {
    expect(tabularPages(await pdfPageRuns(manuscript(name)))).toEqual([]);
  });
});
