import { keymap } from 'prosemirror-keymap';
import { Plugin } from 'prosemirror-state';
import { columnResizing, tableEditing } from 'prosemirror-tables';
import type { NodeView } from 'prosemirror-view';
import { nextCellOrNewRow, previousCell } from './table-commands.ts';

/**
 * The attribute that carries a table's label ("Table 2.1") in the editor; the figures plugin sets it
 * from the book's numbering (one rule for figures and tables), and CSS writes it before the caption.
 */
export const TABLE_LABEL_ATTRIBUTE = 'data-table-label';
export const TABLE_FIGURE_CLASS = 'table-figure';
export const TABLE_CAPTION_CLASS = 'table-caption';

/**
 * The stored <table> holds the caption and the grid; on screen the grid is a table of its own
 * (prosemirror-tables' view, with the column widths), so the figure is a plain box.
 */
function tableViewsPlugin(): Plugin {
  return new Plugin({
    props: {
      nodeViews: {
        table_figure: (): NodeView => {
          const dom = document.createElement('div');
          dom.className = TABLE_FIGURE_CLASS;
          return { dom, contentDOM: dom };
        },
        table_caption: (): NodeView => {
          const dom = document.createElement('div');
          dom.className = TABLE_CAPTION_CLASS;
          return { dom, contentDOM: dom };
        },
      },
    },
  });
}

/**
 * Tables in the editor: cell selection, merging and the grid kept whole (tableEditing), column
 * widths dragged at a column's border (columnResizing), Tab and Shift-Tab between cells, and the
 * figure and caption boxes (their "Table N" label comes with the figures plugin).
 */
export function tablePlugins(): Plugin[] {
  return [
    columnResizing(),
    tableEditing(),
    keymap({ Tab: nextCellOrNewRow, 'Shift-Tab': previousCell }),
    tableViewsPlugin(),
  ];
}
