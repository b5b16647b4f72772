import { describe, expect, it } from 'vitest';
import {
  pdfFonts,
  pdfInfo,
  pdfPageTexts,
  pdfWordBoxes,
  qpdfCheck,
} from '../../../test/pdf-tools.ts';
import { buildManuscript, type ManuscriptBook } from '../build-manuscript.ts';
import { gutterFor } from './page-geometry.ts';
import { pdfSettings } from './pdf-settings.ts';
import { compileTypst } from './typst-compiler.ts';
import { typstString } from './typst-literal.ts';
import { writePdf } from './write-pdf.ts';

const DATE = new Date('2026-03-01T12:00:00Z');
/** Typst markup, code, math, labels, references and comments: all of it must print as text. */
const TYPST_LOOKALIKES = [
  '#panic("owned") #set page(width: 1in) $x^2$ *not bold* _not italic_',
  '] ) } " \\ \\" <label> @reference // not a comment /* nor this */ `raw`',
  '= Not a heading',
  '- not a list',
];
const TRICKY_BOOK: ManuscriptBook = {
  title: '#set text(red) "Quoted" \\ Title]',
  subtitle: null,
  authorName: '@author <x>',
  seriesName: null,
  seriesNumber: null,
  isbn: null,
  description: null,
};
/** The height of the words of the first chapter's text (its opener is the last page here). */
async function bodyWordHeight(pdf: Uint8Array) {
  const { pages } = await pdfInfo(pdf);
  const boxes = await pdfWordBoxes(pdf, pages);
  const body = boxes.find((box) => box.word === 'nor')!;
  return body.yMax - body.yMin;
}
const millimetres = (page: { width: number; height: number }) =>
  [page.width, page.height].map((points) => Math.round((points / 72) * 25.4));
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function smallManuscript(book = TRICKY_BOOK) {
  const chapters = [
    {
      id: 1,
      title: '#heading[x] "Chapter"',
      orderIndex: 0,
      status: 'draft',
      content: TYPST_LOOKALIKES.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    },
  ];
  return buildManuscript(book, chapters, [], { references: 'book', chapters: 'all' });
}

describe('the Typst source', () => {
  it('writes text only as string literals, so Typst syntax in a book prints as itself', async () => {
    expect(typstString('a "b" \\ c\nd')).toBe('"a \\"b\\" \\\\ c\\nd"');
    const settings = pdfSettings({ layout: 'print' });
    const text = (await pdfPageTexts(writePdf(smallManuscript(), settings, DATE).pdf)).join('\n');
    const flat = text.replace(/\s+/g, ' ');
    for (const line of TYPST_LOOKALIKES) expect(flat).toContain(line);
    expect(flat).toContain(TRICKY_BOOK.title);
    expect(flat).toContain('@AUTHOR <X>'); // the title page sets the author in capitals
  });

  it('compiles in a workspace of its own: no file of the machine can be read', () => {
    expect(() => compileTypst('#read("/package.json")', 0)).toThrow(/file not found/);
    expect(() => compileTypst('#read("../../../../../../etc/hostname")', 0)).toThrow();
  });
});

describe('the print options', () => {
  it('sets the trim, the font and the size asked for', async () => {
    const manuscript = smallManuscript();
    const a5 = writePdf(manuscript, pdfSettings({ trim: 'a5', font: 'crimson-pro' }), DATE);
    expect(millimetres(await pdfInfo(a5.pdf))).toEqual([148, 210]);
    const fonts = await pdfFonts(a5.pdf);
    expect(fonts.every((font) => /CrimsonPro/.test(font.name) && font.embedded)).toBe(true);
    const royal = writePdf(manuscript, pdfSettings({ trim: 'royal', size: 13 }), DATE);
    expect(millimetres(await pdfInfo(royal.pdf))).toEqual([156, 234]);
    // Word boxes grow with the type: 13 pt against the default 11 pt.
    const standard = writePdf(manuscript, pdfSettings({ trim: 'royal' }), DATE);
    const ratio = (await bodyWordHeight(royal.pdf)) / (await bodyWordHeight(standard.pdf));
    expect(ratio).toBeCloseTo(13 / 11, 2);
  });

  it('defaults to a 6 × 9 in interior in EB Garamond 11 pt, and a Letter manuscript', () => {
    expect(pdfSettings({})).toEqual({
      layout: 'print',
      trim: '6x9',
      font: 'eb-garamond',
      size: 11,
    });
    expect(pdfSettings({ layout: 'manuscript' })).toMatchObject({ trim: 'letter', size: 12 });
  });

  it('refuses a book trim for a manuscript', () => {
    expect(() => pdfSettings({ layout: 'manuscript', trim: '6x9' })).toThrow(
      'trim of a manuscript must be one of: letter, a4',
    );
  });

  it('sizes the gutter by page count as print-on-demand services ask', () => {
    expect([24, 150, 151, 300, 301, 500, 501, 700, 701, 900].map(gutterFor)).toEqual([
      0.375, 0.375, 0.5, 0.5, 0.625, 0.625, 0.75, 0.75, 0.875, 0.875,
    ]);
  });
});

describe('books at the edges', () => {
  const book = { ...TRICKY_BOOK, title: 'Edges', authorName: null };
  const chapter = (title: string, content: string | null, orderIndex = 0) => ({
    id: orderIndex + 1,
    title,
    orderIndex,
    status: 'draft',
    content,
  });
  const options = { references: 'book', chapters: 'all' } as const;

  it.each([
    ['no chapters', []],
    [
      'an empty chapter and one of only a scene break',
      [chapter('Empty', null), chapter('Pause', '<hr class="scene-break">', 1)],
    ],
    [
      'Greek, Cyrillic, CJK and emoji',
      [chapter('Ελληνικά', '<p>Привет, 会议 🧾 — “quotes” ½</p>')],
    ],
  ])('%s still makes a valid interior and manuscript', async (_name, chapters) => {
    const manuscript = buildManuscript(book, chapters, [], options);
    for (const layout of ['print', 'manuscript'] as const) {
      const { pdf, pages } = writePdf(manuscript, pdfSettings({ layout }), DATE);
      expect(pages).toBeGreaterThan(0);
      expect((await qpdfCheck(pdf)).ok).toBe(true);
    }
  });
});
