import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../test/pdf-tools.ts';
import { interiorPreamble } from './interior-preamble.ts';
import { pdfSettings } from './pdf-settings.ts';
import { blocksSource } from './typst-blocks.ts';
import { tableSource, type PrintTable, type PrintTableCell } from './typst-table.ts';
import { compileTypst } from './typst-compiler.ts';

const cell = (text: string, header = false, colspan = 1): PrintTableCell => ({
  header,
  colspan,
  rowspan: 1,
  align: 'left',
  blocks: [{ kind: 'paragraph', inlines: [{ text }], align: 'left' }],
});

/** 80 rows under a header row: more than one 6 × 9 in page holds. */
const LONG_TABLE: PrintTable = {
  label: 'Table 1',
  caption: [{ text: 'Meetings held, ' }, { text: 'by quarter', italic: true }],
  headerRows: 1,
  columns: 3,
  rows: [
    [cell('Quarter', true), cell('Meetings', true), cell('Decisions', true)],
    ...Array.from({ length: 80 }, (_, i) => [
      cell(`Q${i + 1}`),
      cell(`${i * 3} "met"`),
      cell('none'),
    ]),
    [cell('Total: [merged] #cells', false, 3)],
  ],
};

describe("a table in the print interior (the tables branch's block)", () => {
  it('breaks across pages with its header row repeated, caption above, text kept as text', async () => {
    const source =
      interiorPreamble({
        settings: pdfSettings({}),
        gutter: 0.375,
        title: 'Tables',
        author: null,
        language: 'en',
      }) + tableSource(LONG_TABLE, blocksSource);
    const { pdf, pages } = compileTypst(source, 0);
    expect(pages).toBeGreaterThan(1);
    const texts = await pdfPageTexts(pdf);
    expect(texts[0]).toContain('Table 1: Meetings held, by quarter');
    for (const text of texts)
      for (const heading of ['Quarter', 'Meetings', 'Decisions']) expect(text).toContain(heading);
    const all = texts.join('\n');
    expect(all).toContain('Q80');
    expect(all).toContain('237 "met"');
    expect(all).toContain('Total: [merged] #cells');
  });
});
