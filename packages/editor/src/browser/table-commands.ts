import type { Node as PMNode, NodeType } from 'prosemirror-model';
import { Selection, TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { addRowAfter, goToNextCell, isInTable, selectionCell, TableMap } from 'prosemirror-tables';
import { schema } from '../schema.ts';

export {
  addColumnAfter,
  addColumnBefore,
  addRowAfter,
  addRowBefore,
  deleteColumn,
  deleteRow,
  deleteTable,
  mergeCells,
  splitCell,
  toggleHeaderColumn,
  toggleHeaderRow,
} from 'prosemirror-tables';

/** The most rows and columns the insert-table form offers: enough for any table a book prints. */
export const MAX_TABLE_ROWS = 100;
export const MAX_TABLE_COLUMNS = 20;

const node = (name: string): NodeType => schema.nodes[name]!;

function emptyCell(type: NodeType): PMNode {
  return type.createAndFill()!;
}

function inTableFigure(state: EditorState): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--)
    if ($from.node(depth).type.name === 'table_figure') return true;
  return false;
}

/**
 * A new table of `rows` × `columns` after the caret's top-level block: its first row a header row,
 * and an empty caption above it, where the caret goes.
 */
export function insertTable(rows: number, columns: number): Command {
  return (state, dispatch) => {
    if (rows < 1 || columns < 1 || rows > MAX_TABLE_ROWS || columns > MAX_TABLE_COLUMNS)
      return false;
    if (inTableFigure(state)) return false;
    if (!dispatch) return true;
    const row = (type: NodeType) =>
      node('table_row').create(
        null,
        Array.from({ length: columns }, () => emptyCell(type)),
      );
    const grid = node('table').create(null, [
      row(node('table_header')),
      ...Array.from({ length: rows - 1 }, () => row(node('table_cell'))),
    ]);
    const figure = node('table_figure').create(null, [node('table_caption').create(), grid]);
    const { $from } = state.selection;
    const insertAt = $from.depth === 0 ? $from.pos : $from.after(1);
    const tr = state.tr.insert(insertAt, figure);
    tr.setSelection(TextSelection.create(tr.doc, insertAt + 2));
    dispatch(tr.scrollIntoView());
    return true;
  };
}

function inLastCell(state: EditorState): boolean {
  const $cell = selectionCell(state);
  const map = TableMap.get($cell.node(-1));
  return map.map[map.map.length - 1] === $cell.pos - $cell.start(-1);
}

/**
 * Tab: from the caption to the first cell, from a cell to the next; in the last cell, a new row and
 * the caret in its first cell (as in Word).
 */
export const nextCellOrNewRow: Command = (state, dispatch, view) => {
  const { $from } = state.selection;
  if ($from.parent.type.name === 'table_caption') {
    dispatch?.(state.tr.setSelection(Selection.near(state.doc.resolve($from.after() + 1))));
    return true;
  }
  if (!isInTable(state)) return false;
  if (!inLastCell(state)) return goToNextCell(1)(state, dispatch, view);
  if (!dispatch || !view) return true;
  addRowAfter(state, dispatch);
  goToNextCell(1)(view.state, dispatch, view);
  return true;
};

export const previousCell: Command = goToNextCell(-1);
