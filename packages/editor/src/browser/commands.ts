import { setBlockType, toggleMark } from 'prosemirror-commands';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState } from 'prosemirror-state';
import type { HeadingLevel } from '../nodes/heading.node.ts';
import type { TextAlign } from '../nodes/text-align.ts';
import { schema } from '../schema.ts';

/** The toolbar's and the keymap's commands (SPEC §2: marks, headings 1-3, alignment, lists). */

export type ToggleableMark = 'bold' | 'italic' | 'underline' | 'highlight';

export function toggleMarkCommand(name: ToggleableMark): Command {
  return toggleMark(schema.marks[name] as MarkType);
}

/** Makes the selected blocks a heading of `level`, or paragraphs again when they already are one. */
export function toggleHeading(level: HeadingLevel): Command {
  return (state, dispatch) => {
    const { $from } = state.selection;
    const parent = $from.parent;
    const isSame = parent.type === schema.nodes.heading && parent.attrs.level === level;
    const textAlign = parent.attrs.textAlign as TextAlign | undefined;
    return isSame
      ? setBlockType(schema.nodes.paragraph as NodeType, { textAlign })(state, dispatch)
      : setBlockType(schema.nodes.heading as NodeType, { level, textAlign })(state, dispatch);
  };
}

/** Sets the alignment of every paragraph and heading the selection touches. */
export function setTextAlign(align: TextAlign): Command {
  return (state, dispatch) => {
    const { from, to } = state.selection;
    const tr = state.tr;
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (node.type === schema.nodes.paragraph || node.type === schema.nodes.heading) {
        if (node.attrs.textAlign !== align) tr.setNodeAttribute(pos, 'textAlign', align);
        return false;
      }
      return true;
    });
    if (!tr.docChanged) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

function listTypeAround(state: EditorState): NodeType | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const type = $from.node(depth).type;
    if (type === schema.nodes.bullet_list || type === schema.nodes.ordered_list) return type;
  }
  return null;
}

/** Wraps the selection in a list of `kind`, lifts it out when already in one, or switches the kind. */
export function toggleList(kind: 'bullet_list' | 'ordered_list'): Command {
  const listType = schema.nodes[kind] as NodeType;
  const itemType = schema.nodes.list_item as NodeType;
  return (state, dispatch) => {
    const current = listTypeAround(state);
    if (current === null) return wrapInList(listType)(state, dispatch);
    if (current === listType) return liftListItem(itemType)(state, dispatch);
    const { $from } = state.selection;
    for (let depth = $from.depth; depth > 0; depth--) {
      if ($from.node(depth).type === current) {
        dispatch?.(state.tr.setNodeMarkup($from.before(depth), listType));
        return true;
      }
    }
    return false;
  };
}
