import type { Node as PMNode } from 'prosemirror-model';
import { EditorState } from 'prosemirror-state';
import { fixTables } from 'prosemirror-tables';

function hasTable(doc: PMNode): boolean {
  let found = false;
  doc.forEach((node) => {
    if (node.type.name === 'table_figure') found = true;
  });
  return found;
}

/**
 * Makes every table a full grid, as the editor does on load: short rows get empty cells, and spans
 * that overlap or reach past the table are cut back. Exports and the editor can then trust the grid.
 */
export function fixTableGrids(doc: PMNode): PMNode {
  if (!hasTable(doc)) return doc;
  return fixTables(EditorState.create({ doc }))?.doc ?? doc;
}
