import { Fragment, Slice, type Node as PMNode, type NodeType } from 'prosemirror-model';
import { Plugin } from 'prosemirror-state';
import { isInTable } from 'prosemirror-tables';
import { schema } from '../schema.ts';

const node = (name: string): NodeType => schema.nodes[name]!;

function cellOf(type: NodeType, text: string): PMNode {
  const trimmed = text.trim();
  return type.create(null, node('paragraph').create(null, trimmed ? schema.text(trimmed) : null));
}

/**
 * Tab-separated text (what Excel, LibreOffice Calc, Google Sheets and Numbers put on the clipboard
 * as plain text) as a table grid: one row per line, one cell per tab-separated field, the first
 * row a header row, short rows filled out. Null for text that is not a grid of at least two columns.
 */
export function tabSeparatedGrid(text: string): PMNode | null {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  if (!lines.every((line) => line.includes('\t'))) return null;
  const fields = lines.map((line) => line.split('\t'));
  const columns = Math.max(...fields.map((row) => row.length));
  const rows = fields.map((row, index) => {
    const type = node(index === 0 && fields.length > 1 ? 'table_header' : 'table_cell');
    const cells = Array.from({ length: columns }, (_, column) => cellOf(type, row[column] ?? ''));
    return node('table_row').create(null, cells);
  });
  return node('table').create(null, rows);
}

/**
 * Plain-text paste of a spreadsheet's cells: outside a table it becomes a new table; inside one,
 * prosemirror-tables pastes the grid into the cells from the caret on.
 */
export function tablePastePlugin(): Plugin {
  return new Plugin({
    props: {
      clipboardTextParser(text, _context, _plain, view) {
        const grid = tabSeparatedGrid(text);
        if (!grid) return null as unknown as Slice;
        if (isInTable(view.state)) return new Slice(Fragment.from(grid), 0, 0);
        return new Slice(Fragment.from(node('table_figure').create(null, grid)), 0, 0);
      },
    },
  });
}
