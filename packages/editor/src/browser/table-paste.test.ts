import { describe, expect, it } from 'vitest';
import { docToHtml } from '../html/html-codec.ts';
import { schema } from '../schema.ts';
import { tabSeparatedGrid } from './table-paste.ts';

const asHtml = (text: string) => {
  const grid = tabSeparatedGrid(text);
  return (
    grid && docToHtml(schema.nodes.doc.create(null, schema.nodes.table_figure.create(null, grid)))
  );
};

describe('tab-separated text pasted from a spreadsheet', () => {
  it('becomes a grid with a header row, short rows filled out', () => {
    expect(asHtml('Year\tReceipts\tNote\r\n2024\t1,204\r\n2025\t\tlate\n')).toBe(
      '<table><tbody><tr><th><p>Year</p></th><th><p>Receipts</p></th><th><p>Note</p></th></tr>' +
        '<tr><td><p>2024</p></td><td><p>1,204</p></td><td><p></p></td></tr>' +
        '<tr><td><p>2025</p></td><td><p></p></td><td><p>late</p></td></tr></tbody></table>',
    );
  });

  it('leaves prose with a stray tab, and lines without tabs, as text', () => {
    expect(tabSeparatedGrid('One line\nand\tanother')).toBeNull();
    expect(tabSeparatedGrid('plain words')).toBeNull();
  });
});
