import { Fragment, type Node as PMNode } from 'prosemirror-model';
import { EditorState } from 'prosemirror-state';
import { fixTables } from 'prosemirror-tables';

function hasTable(doc: PMNode): boolean {
  let found = false;
  doc.descendants((node) => {
    if (node.type.name === 'table_figure') found = true;
    return !found && !node.isTextblock;
  });
  return found;
}

/** The node without its tables' empty rows, and without tables left with no cell; null if none is left. */
function withoutEmptyRows(node: PMNode): PMNode | null {
  if (node.type.name === 'table') {
    const rows: PMNode[] = [];
    node.forEach((row) => {
      if (row.childCount > 0) rows.push(row);
    });
    return rows.length ? node.copy(Fragment.from(rows)) : null;
  }
  if (node.isTextblock || node.isLeaf) return node;
  const children: PMNode[] = [];
  node.forEach((child) => {
    const kept = withoutEmptyRows(child);
    if (kept) children.push(kept);
  });
  // A figure whose grid went is gone with its caption.
  if (node.type.name === 'table_figure' && node.lastChild?.type.name !== children.at(-1)?.type.name)
    return null;
  // A chapter that held only empty tables is an empty chapter (one empty paragraph).
  return children.length ? node.copy(Fragment.from(children)) : node.type.createAndFill();
}

/**
 * Makes every table a full grid, as the editor does on load: rows without cells and tables without
 * cells go, short rows get empty cells, and spans that overlap or reach past the table are cut back.
 * Exports and the editor can then trust the grid.
 */
export function fixTableGrids(doc: PMNode): PMNode {
  if (!hasTable(doc)) return doc;
  let fixed = withoutEmptyRows(doc) ?? doc;
  // One pass of fixTables fills a short row; only the next sees the new cell's column width
  // differ from its column's. Run to the fixed point (a few passes at most), so sanitising the
  // stored HTML again changes nothing.
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = fixTables(EditorState.create({ doc: fixed }))?.doc;
    if (!next) break;
    fixed = next;
  }
  return fixed;
}

const MAX_PASSES = 4;
