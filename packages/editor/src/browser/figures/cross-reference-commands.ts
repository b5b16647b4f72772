import type { Command } from 'prosemirror-state';
import { schema } from '../../schema.ts';

/** A new table id: short, and unlikely to meet another in one book (as figures' ids). */
export function newTableId(): string {
  return `tbl-${Math.random().toString(36).slice(2, 10)}`;
}

/** What a cross-reference can point at: an id, or a table of this chapter that has none yet. */
export type CrossReferenceTarget = { id: string } | { tableAt: number };

/**
 * Inserts a cross-reference ("see Table 2") at the selection, replacing it. A table of this chapter
 * that no reference named yet is given an id first, in the same step (one undo takes both back).
 */
export function insertCrossReference(target: CrossReferenceTarget): Command {
  return (state, dispatch) => {
    const tr = state.tr;
    let id: string;
    if ('id' in target) id = target.id;
    else {
      const table = state.doc.nodeAt(target.tableAt);
      if (table?.type !== schema.nodes.table_figure) return false;
      id = (table.attrs.id as string) || newTableId();
      if (!table.attrs.id) tr.setNodeAttribute(target.tableAt, 'id', id);
    }
    if (!state.selection.$from.parent.inlineContent) return false;
    if (dispatch)
      dispatch(
        tr
          .replaceSelectionWith(schema.nodes.cross_reference.create({ target: id }), true)
          .scrollIntoView(),
      );
    return true;
  };
}
