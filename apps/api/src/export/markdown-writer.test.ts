import { describe, expect, it } from 'vitest';
import type { Block, Inline, Manuscript } from './manuscript.ts';
import { writeMarkdown } from './markdown-writer.ts';

const manuscript = (blocks: Block[], extra: Partial<Manuscript> = {}): Manuscript => ({
  title: 'T',
  subtitle: null,
  series: null,
  seriesName: null,
  seriesPosition: null,
  author: null,
  isbn: null,
  edition: null,
  dedication: null,
  description: null,
  language: 'en',
  chapters: [{ label: null, title: 'C', heading: 'C', blocks, references: [] }],
  references: [],
  referencesHeading: 'References',
  contentsHeading: 'Contents',
  images: {},
  figureList: [],
  tableList: [],
  figuresWithoutAlt: [],
  ...extra,
});
const paragraph = (...inlines: Inline[]): Block => ({ kind: 'paragraph', align: 'left', inlines });
const body = (blocks: Block[]) => writeMarkdown(manuscript(blocks)).split('# C\n\n')[1]!;

describe('writeMarkdown', () => {
  it('escapes what CommonMark would read as markup', () => {
    expect(body([paragraph({ text: '*a* _b_ [c](d) <e> & `f` \\ ~g~ |h|' })])).toBe(
      '\\*a\\* \\_b\\_ \\[c\\](d) \\<e\\> \\& \\`f\\` \\\\ \\~g\\~ \\|h\\|\n',
    );
  });

  it('escapes line starts that would open a heading, list or rule', () => {
    expect(body([paragraph({ text: '# no' })])).toBe('\\# no\n');
    expect(body([paragraph({ text: '- no' })])).toBe('\\- no\n');
    expect(body([paragraph({ text: '1986. A year' })])).toBe('1986\\. A year\n');
    expect(body([paragraph({ text: 'x' }, { lineBreak: true }, { text: '+ y' })])).toBe(
      'x\\\n\\+ y\n',
    );
  });

  it('nests marks and keeps spaces outside the delimiters', () => {
    expect(
      body([
        paragraph(
          { text: 'a ' },
          { text: 'bold ', bold: true },
          { text: 'both', bold: true, italic: true },
          { text: ' u', underline: true },
          { text: ' link', href: 'https://x.org/a b' },
        ),
      ]),
    ).toBe('a **bold *both*** <u>u</u> [link](<https://x.org/a%20b>)\n');
  });

  it('writes lists with their start and keeps consecutive lists apart', () => {
    const item = (text: string) => [paragraph({ text })];
    expect(
      body([
        { kind: 'list', ordered: true, start: 3, items: [item('c'), item('d')] },
        { kind: 'list', ordered: true, start: 1, items: [item('a')] },
        { kind: 'list', ordered: false, start: 1, items: [item('x')] },
      ]),
    ).toBe('3. c\n4. d\n\n1) a\n\n- x\n');
  });
});
