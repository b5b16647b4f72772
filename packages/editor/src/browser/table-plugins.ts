import { keymap } from 'prosemirror-keymap';
import type { Node as PMNode } from 'prosemirror-model';
import { Plugin, PluginKey } from 'prosemirror-state';
import { columnResizing, tableEditing } from 'prosemirror-tables';
import { Decoration, DecorationSet, type NodeView } from 'prosemirror-view';
import { nextCellOrNewRow, previousCell } from './table-commands.ts';

/** The attribute that carries a table's number in the editor (CSS writes "Table N" from it). */
export const TABLE_NUMBER_ATTRIBUTE = 'data-table-number';
export const TABLE_FIGURE_CLASS = 'table-figure';
export const TABLE_CAPTION_CLASS = 'table-caption';

/** The number of every table, in reading order, as decorations (they survive the block window). */
function tableNumbers(doc: PMNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name !== 'table_figure') return !node.isTextblock;
    decorations.push(
      Decoration.node(pos, pos + node.nodeSize, {
        [TABLE_NUMBER_ATTRIBUTE]: String(decorations.length + 1),
      }),
    );
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

const numbersKey = new PluginKey<DecorationSet>('table-numbers');

function tableNumbersPlugin(): Plugin<DecorationSet> {
  return new Plugin({
    key: numbersKey,
    state: {
      init: (_, state) => tableNumbers(state.doc),
      apply: (tr, old) => (tr.docChanged ? tableNumbers(tr.doc) : old),
    },
    props: {
      decorations: (state) => numbersKey.getState(state),
      // The stored <table> holds the caption and the grid; on screen the grid is a table of its
      // own (prosemirror-tables' view, with the column widths), so the figure is a plain box.
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
 * widths dragged at a column's border (columnResizing), Tab and Shift-Tab between cells, and
 * "Table N" before each caption.
 */
export function tablePlugins(): Plugin[] {
  return [
    columnResizing(),
    tableEditing(),
    keymap({ Tab: nextCellOrNewRow, 'Shift-Tab': previousCell }),
    tableNumbersPlugin(),
  ];
}
