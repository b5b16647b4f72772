import { lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import { NodeSelection, TextSelection, type Command, type EditorState } from 'prosemirror-state';
import type { HeadingLevel } from '../nodes/heading.node.ts';
import type { TextAlign } from '../nodes/text-align.ts';
import { schema } from '../schema.ts';

/**
 * The toolbar's and the keymap's commands (SPEC §2: marks, headings 1-3, alignment, lists; and the
 * manuscript structure: superscript, subscript, block quotes, footnotes, scene breaks).
 */

export type ToggleableMark =
  'bold' | 'italic' | 'underline' | 'highlight' | 'superscript' | 'subscript';

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

/** The depth of the innermost block quote around the selection's start, or null. */
export function blockquoteDepth(state: EditorState): number | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--)
    if ($from.node(depth).type === schema.nodes.blockquote) return depth;
  return null;
}

/** Sets the selected blocks off as a block quote, or takes them out of the quote they are in. */
export const toggleBlockquote: Command = (state, dispatch) =>
  blockquoteDepth(state) === null
    ? wrapIn(schema.nodes.blockquote as NodeType)(state, dispatch)
    : lift(state, dispatch);

/**
 * Puts a scene break at the caret, between top-level blocks of the chapter: before the block when
 * the caret is at its start (an empty paragraph stays after the break to type in), after it at its
 * end, and splitting it in the middle. The caret goes to the paragraph after the break (one is
 * added when the break would end the chapter). Not inside lists and block quotes.
 */
export const insertSceneBreak: Command = (state, dispatch) => {
  const sceneBreak = schema.nodes.scene_break as NodeType;
  if (state.selection.$from.depth !== 1 || !state.selection.$from.parent.isTextblock) return false;
  if (!dispatch) return true;
  const tr = state.tr.deleteSelection();
  const $pos = tr.selection.$from;
  let breakAt: number;
  if ($pos.parentOffset === 0) breakAt = $pos.before();
  else if ($pos.parentOffset === $pos.parent.content.size) breakAt = $pos.after();
  else {
    tr.split($pos.pos);
    breakAt = $pos.pos + 1;
  }
  tr.insert(breakAt, sceneBreak.create());
  const afterBreak = breakAt + 1;
  if (!tr.doc.resolve(afterBreak).nodeAfter?.isTextblock)
    tr.insert(afterBreak, (schema.nodes.paragraph as NodeType).create());
  dispatch(tr.setSelection(TextSelection.create(tr.doc, afterBreak + 1)).scrollIntoView());
  return true;
};

/**
 * Adds a footnote at the caret (after the selection, which stays as it is) and selects it, which
 * opens its note for typing.
 */
export const insertFootnote: Command = (state, dispatch) => {
  const footnote = schema.nodes.footnote as NodeType;
  const { $to } = state.selection;
  if (!$to.parent.canReplaceWith($to.index(), $to.index(), footnote)) return false;
  if (!dispatch) return true;
  const tr = state.tr.insert($to.pos, footnote.create());
  dispatch(tr.setSelection(NodeSelection.create(tr.doc, $to.pos)).scrollIntoView());
  return true;
};
