import type { Block, Inline, Table, TableCell } from './manuscript.ts';

export interface MarkdownTableParts {
  blocks: (blocks: readonly Block[]) => string;
  inlines: (inlines: readonly Inline[]) => string;
}

const DELIMITER = { left: '---', center: ':---:', right: '---:' } as const;

/** A cell a pipe table can hold: one paragraph (line breaks become <br>), no span. */
function pipeCellInlines(cell: TableCell): Inline[] | null {
  if (cell.colspan > 1 || cell.rowspan > 1 || cell.blocks.length !== 1) return null;
  const [block] = cell.blocks;
  return block?.kind === 'paragraph' ? block.inlines : null;
}

function pipeTable(table: Table, parts: MarkdownTableParts): string | null {
  if (table.headerRows !== 1) return null;
  const rows: string[][] = [];
  for (const cells of table.rows) {
    const row: string[] = [];
    for (const cell of cells) {
      const inlines = pipeCellInlines(cell);
      if (!inlines) return null;
      // A hard break ("\\" and a newline in Markdown) would end the row: it becomes <br>.
      row.push(parts.inlines(inlines).replace(/\\\n/g, '<br>').replace(/\n/g, ' '));
    }
    rows.push(row);
  }
  const alignments = (table.rows[1] ?? table.rows[0]!).map((cell) => DELIMITER[cell.align]);
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(rows[0]!), line(alignments), ...rows.slice(1).map(line)].join('\n');
}

/** Markdown inside an HTML element: blank lines around it, so CommonMark and pandoc read it. */
const markdownIn = (tag: string, attributes: string, markdown: string) =>
  `<${tag}${attributes}>\n\n${markdown}\n\n</${tag}>`;

function htmlCell(cell: TableCell, scope: 'col' | 'row', parts: MarkdownTableParts): string {
  let attributes = cell.header ? ` scope="${scope}"` : '';
  if (cell.colspan > 1) attributes += ` colspan="${cell.colspan}"`;
  if (cell.rowspan > 1) attributes += ` rowspan="${cell.rowspan}"`;
  if (cell.align !== 'left') attributes += ` align="${cell.align}"`;
  return markdownIn(cell.header ? 'th' : 'td', attributes, parts.blocks(cell.blocks));
}

/** Any table as HTML whose cells hold Markdown (merged cells, lists or paragraphs in cells). */
function htmlTable(table: Table, parts: MarkdownTableParts): string {
  const rows = table.rows.map(
    (cells, index) =>
      `<tr>\n${cells.map((cell) => htmlCell(cell, index < table.headerRows ? 'col' : 'row', parts)).join('\n')}\n</tr>`,
  );
  return `<table>\n${rows.join('\n')}\n</table>`;
}

/**
 * A table in Markdown: its label and caption as a paragraph above it, then a pipe table (GFM,
 * pandoc, markdown-it) when it has one header row and one paragraph per cell and no merged cell;
 * otherwise an HTML table whose cells hold Markdown (docs/decisions/tables.md).
 */
export function tableMarkdown(table: Table, parts: MarkdownTableParts): string {
  const caption = table.caption.length ? ` ${parts.inlines(table.caption)}` : '';
  return `**${table.label}**${caption}\n\n${pipeTable(table, parts) ?? htmlTable(table, parts)}`;
}
