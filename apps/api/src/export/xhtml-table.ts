import type { Block, Inline, Table, TableCell } from './manuscript.ts';

export interface XhtmlTableParts {
  blocks: (blocks: readonly Block[]) => string;
  inlines: (inlines: readonly Inline[]) => string;
}

function cellXhtml(cell: TableCell, scope: 'col' | 'row', parts: XhtmlTableParts): string {
  const tag = cell.header ? 'th' : 'td';
  let attributes = cell.header ? ` scope="${scope}"` : '';
  if (cell.colspan > 1) attributes += ` colspan="${cell.colspan}"`;
  if (cell.rowspan > 1) attributes += ` rowspan="${cell.rowspan}"`;
  if (cell.align !== 'left') attributes += ` class="align-${cell.align}"`;
  return `<${tag}${attributes}>${parts.blocks(cell.blocks)}</${tag}>`;
}

const rowXhtml = (cells: readonly TableCell[], scope: 'col' | 'row', parts: XhtmlTableParts) =>
  `<tr>${cells.map((cell) => cellXhtml(cell, scope, parts)).join('')}</tr>`;

/**
 * A table as XHTML for EPUB 3: the label and caption in <caption>, the header rows in <thead> with
 * `scope="col"`, and any other header cell (a header column) with `scope="row"`, so a screen reader
 * announces each cell with its headings.
 */
export function tableXhtml(table: Table, parts: XhtmlTableParts): string {
  const caption = table.caption.length ? ` ${parts.inlines(table.caption)}` : '';
  const head = table.rows.slice(0, table.headerRows);
  const body = table.rows.slice(table.headerRows);
  return [
    '<table>',
    `<caption><span class="table-label">${table.label}</span>${caption}</caption>`,
    ...(head.length
      ? ['<thead>', ...head.map((row) => rowXhtml(row, 'col', parts)), '</thead>']
      : []),
    ...(body.length
      ? ['<tbody>', ...body.map((row) => rowXhtml(row, 'row', parts)), '</tbody>']
      : []),
    '</table>',
  ].join('\n');
}
