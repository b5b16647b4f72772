import { strFromU8, unzipSync } from 'fflate';
import MarkdownIt from 'markdown-it';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import { epubcheck, pandocHtml, which } from '../../test/export-tools.ts';
import { buildManuscript } from './build-manuscript.ts';
import { writeDocx } from './docx-writer.ts';
import { writeEpub } from './epub-writer.ts';
import { writeMarkdown } from './markdown-writer.ts';
import { bookBodySource } from './print/book-body.ts';

/** A chapter with a simple data table (header row, right-aligned numbers) and one with merged cells. */
const CHAPTER_ONE =
  '<p>Before the tables.</p>' +
  '<table><caption>Receipts by <em>year</em></caption><tbody>' +
  '<tr><th><p>Year</p></th><th style="text-align: right"><p>Receipts</p></th></tr>' +
  '<tr><td><p>2024</p></td><td style="text-align: right"><p>1,204</p></td></tr>' +
  '<tr><td><p>2025</p></td><td style="text-align: right"><p>3 | 4</p></td></tr>' +
  '</tbody></table>';
const CHAPTER_TWO =
  '<table><caption>Merged</caption><tbody>' +
  '<tr><th><p>Region</p></th><th colspan="2"><p>Spend</p></th></tr>' +
  '<tr><th><p>North</p></th><td rowspan="2"><p>Shared cost</p></td><td><p>n1</p></td></tr>' +
  '<tr><th><p>South</p></th><td><p>s1<span data-footnote="">A note in a cell.</span></p></td></tr>' +
  '</tbody></table>';

const manuscript = (
  figureNumbering: 'book' | 'chapter' = 'book',
  chapters = [CHAPTER_ONE, CHAPTER_TWO],
) =>
  buildManuscript(
    {
      title: 'Tabled',
      subtitle: null,
      authorName: 'A. Writer',
      seriesName: null,
      seriesNumber: null,
      isbn: null,
      description: null,
      figureNumbering,
    },
    chapters.map((content, index) => ({
      id: index + 1,
      title: `Part ${index + 1}`,
      orderIndex: index,
      status: 'completed',
      content,
    })),
    [],
    { references: 'book', chapters: 'all' },
  );

const tools = { pandoc: false, epubcheck: false };
beforeAll(async () => {
  tools.pandoc = (await which('pandoc')) !== null;
  tools.epubcheck = (await which('epubcheck')) !== null;
});

describe('tables in the manuscript', () => {
  it('numbers tables through the book and keeps the grid, header rows and spans', () => {
    const tables = manuscript().chapters.flatMap((chapter) =>
      chapter.blocks.filter((block) => block.kind === 'table'),
    );
    expect(tables.map((table) => table.label)).toEqual(['Table 1', 'Table 2']);
    expect(tables.map((table) => [table.headerRows, table.columns])).toEqual([
      [1, 2],
      [1, 3],
    ]);
    expect(tables[1]!.rows[1]![1]).toMatchObject({ rowspan: 2, colspan: 1, header: false });
  });
});

describe('tables numbered by chapter, as figures are', () => {
  // Chapter one refers to chapter two's table (which has an id) and has a figure-less table of its
  // own before a second one: figures and tables follow the one setting, counted apart.
  const referring =
    '<p>See <span data-cross-reference="tbl-merged"></span>.</p>' + CHAPTER_ONE + CHAPTER_ONE;
  const named = CHAPTER_TWO.replace('<table>', '<table id="tbl-merged">');
  const byChapter = () => manuscript('chapter', [referring, named]);

  it('labels them "Table 1.2" and "Table 2.1", in the lists of tables and in references', () => {
    const book = byChapter();
    const tables = book.chapters.flatMap((chapter) =>
      chapter.blocks.filter((block) => block.kind === 'table'),
    );
    expect(tables.map((table) => table.label)).toEqual(['Table 1.1', 'Table 1.2', 'Table 2.1']);
    expect(book.tableList.map((item) => item.label)).toEqual([
      'Table 1.1',
      'Table 1.2',
      'Table 2.1',
    ]);
    expect(JSON.stringify(book.chapters[0]!.blocks[0])).toContain('Table 2.1');
    expect(manuscript('book', [referring, named]).tableList.at(-1)?.label).toBe('Table 3');
  });

  it('writes those labels in .docx, EPUB, Markdown and the print source', async () => {
    const book = byChapter();
    const document = strFromU8(unzipSync(await writeDocx(book))['word/document.xml']!);
    expect(document).toMatch(/Table 1\.2.*Table 2\.1/s);
    const epub = unzipSync(
      await writeEpub(book, {
        identifier: 'urn:uuid:8a0c3f5e-7b1d-4c2e-9f6a-1d2e3f4a5b6c',
        modified: new Date('2026-01-01T00:00:00Z'),
        cover: null,
      }),
    );
    const xhtml = Object.entries(epub)
      .filter(([name]) => name.endsWith('.xhtml'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('');
    expect(xhtml).toContain('<span class="table-label">Table 2.1</span>');
    expect(xhtml).toContain('See Table 2.1.');
    expect(writeMarkdown(book)).toContain('**Table 1.2** Receipts by *year*');
    expect(bookBodySource(book)).toContain('"Table 2.1"');
  });
});

describe('.docx export of tables', () => {
  it('writes Word tables with a repeated header row, gridSpan and vMerge, and a caption', async () => {
    const document = strFromU8(unzipSync(await writeDocx(manuscript()))['word/document.xml']!);
    expect(document.match(/<w:tbl>/g)).toHaveLength(2);
    expect(document.match(/<w:tblHeader\/>/g)).toHaveLength(2);
    expect(document).toContain('<w:gridSpan w:val="2"/>');
    expect(document).toContain('<w:vMerge w:val="restart"/>');
    expect(document).toMatch(/<w:vMerge\/>|<w:vMerge w:val="continue"\/>/);
    expect(document).toMatch(/<w:pStyle w:val="Caption"\/>.*?Table 1.*?Receipts by/s);
  });

  it('reads back in mammoth as tables with their cells, spans and header rows', async () => {
    const { value } = await mammoth.convertToHtml({
      buffer: Buffer.from(await writeDocx(manuscript())),
    });
    expect(value.match(/<table>/g)).toHaveLength(2);
    expect(value).toContain('<thead><tr><th><p>Year</p></th><th><p>Receipts</p></th></tr></thead>');
    expect(value).toContain('<td rowspan="2"><p>Shared cost</p></td>');
    expect(value).toContain('<th colspan="2"><p>Spend</p></th>');
    expect(value).toContain('3 | 4');
  });
});

describe('EPUB export of tables', () => {
  const epub = () =>
    writeEpub(manuscript(), {
      identifier: 'urn:uuid:8a0c3f5e-7b1d-4c2e-9f6a-1d2e3f4a5b6c',
      modified: new Date('2026-01-01T00:00:00Z'),
      cover: null,
    });

  it('writes <table> with <caption>, a <thead> of scope="col" and row headers of scope="row"', async () => {
    const files = unzipSync(await epub());
    const first = strFromU8(files['OEBPS/chapter-001.xhtml']!);
    const second = strFromU8(files['OEBPS/chapter-002.xhtml']!);
    expect(first).toContain(
      '<caption><span class="table-label">Table 1</span> Receipts by <em>year</em></caption>',
    );
    expect(first).toContain(
      '<thead>\n<tr><th scope="col"><p>Year</p></th><th scope="col" class="align-right"><p class="align-right">Receipts</p></th></tr>\n</thead>',
    );
    expect(second).toContain('<th scope="col" colspan="2"><p>Spend</p></th>');
    expect(second).toContain('<th scope="row"><p>North</p></th><td rowspan="2">');
    expect(second).toContain('href="#note-1"');
  });

  it('passes epubcheck with no error and no warning', { timeout: 180_000 }, async () => {
    if (!tools.epubcheck) throw new Error('epubcheck is not installed (apt-get install epubcheck)');
    const result = await epubcheck(await epub());
    expect(result.output).not.toMatch(/WARNING|ERROR/);
    expect(result.ok, result.output).toBe(true);
  });
});

describe('Markdown export of tables', () => {
  it('writes a simple table as a pipe table with its alignment and an escaped pipe', () => {
    const markdown = writeMarkdown(manuscript());
    expect(markdown).toContain(
      '**Table 1** Receipts by *year*\n\n| Year | Receipts |\n| --- | ---: |\n| 2024 | 1,204 |\n| 2025 | 3 \\| 4 |',
    );
  });

  it('writes a table with merged cells as HTML whose cells hold Markdown, read back by markdown-it', () => {
    const markdown = writeMarkdown(manuscript());
    expect(markdown).toContain('<th scope="col" colspan="2">\n\nSpend\n\n</th>');
    const html = new MarkdownIt({ html: true }).render(markdown);
    expect(html).toContain('<td rowspan="2">\n<p>Shared cost</p>\n</td>');
    expect(html.match(/<table>/g)).toHaveLength(2);
  });

  it('reads back in pandoc as two tables', async () => {
    if (!tools.pandoc) throw new Error('pandoc is not installed');
    const html = await pandocHtml(
      new TextEncoder().encode(writeMarkdown(manuscript())),
      'markdown',
    );
    expect(html.match(/<table/g)).toHaveLength(2);
    expect(html).toContain('Shared cost');
  });
});
