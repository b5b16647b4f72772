import type { Block, Inline, TextAlign } from '../manuscript.ts';
import { inlinesSource } from './typst-inlines.ts';
import { typstString } from './typst-literal.ts';

/*
 * The `tables` branch's table block (docs/decisions/tables.md), typed here by its shape so that
 * `typst-blocks.ts` needs only `case 'table': return tableSource(block, blocksSource)` when the
 * two branches meet.
 */
export interface PrintTableCell {
  header: boolean;
  colspan: number;
  rowspan: number;
  align: TextAlign;
  blocks: Block[];
}

export interface PrintTable {
  /** "Table 3". */
  label: string;
  caption: Inline[];
  rows: PrintTableCell[][];
  /** Leading rows of header cells: repeated at the top of each page the table runs onto. */
  headerRows: number;
  columns: number;
}

function cellSource(cell: PrintTableCell, blocks: (blocks: readonly Block[]) => string) {
  const body = blocks(cell.blocks).trim();
  return `table.cell(colspan: ${cell.colspan}, rowspan: ${cell.rowspan}, align: ${cell.align})[${cell.header ? `#strong[${body}]` : body}]`;
}

/**
 * A table as Typst's: a breakable figure, its label and caption above, the header rows in
 * `table.header(repeat: true)` so a table that runs onto the next page shows them again.
 */
export function tableSource(
  table: PrintTable,
  blocks: (blocks: readonly Block[]) => string,
): string {
  const cells = (rows: PrintTableCell[][]) =>
    rows.flatMap((row) => row.map((cell) => cellSource(cell, blocks))).join(', ');
  const header = table.rows.slice(0, table.headerRows);
  const body = table.rows.slice(table.headerRows);
  const headerSource = header.length > 0 ? `table.header(repeat: true, ${cells(header)}), ` : '';
  const caption = `[#strong(${typstString(table.label)})${table.caption.length ? `: ${inlinesSource(table.caption)}` : ''}]`;
  return `#print-table(${caption}, table(columns: ${table.columns}, ${headerSource}${cells(body)}))\n\n`;
}
