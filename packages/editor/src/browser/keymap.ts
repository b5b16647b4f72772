import { baseKeymap, chainCommands, exitCode, toggleMark } from 'prosemirror-commands';
import { GapCursor } from 'prosemirror-gapcursor';
import { redo, undo } from 'prosemirror-history';
import { undoInputRule } from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { Selection, TextSelection, type Command, type Plugin } from 'prosemirror-state';
import { schema } from '../schema.ts';
import {
  insertFootnote,
  insertSceneBreak,
  setTextAlign,
  toggleBlockquote,
  toggleHeading,
  toggleList,
} from './commands.ts';

const insertHardBreak: Command = chainCommands(exitCode, (state, dispatch) => {
  dispatch?.(
    state.tr.replaceSelectionWith((schema.nodes.hard_break as NodeType).create()).scrollIntoView(),
  );
  return true;
});

/**
 * Caret to the start or end of the chapter (Shift extends the selection). Left to the browser, these
 * would stop at the last block it shows (the editor shows only the blocks near the viewport).
 */
function toDocEdge(edge: 'start' | 'end', extend: boolean): Command {
  return (state, dispatch) => {
    // A chapter that starts or ends with a scene break: the caret goes beside it, not onto it
    // (a selected break would be replaced by the next key typed).
    const outer = edge === 'start' ? state.doc.firstChild : state.doc.lastChild;
    const target =
      outer && outer.isAtom && outer.isBlock
        ? new GapCursor(state.doc.resolve(edge === 'start' ? 0 : state.doc.content.size))
        : edge === 'start'
          ? Selection.atStart(state.doc)
          : Selection.atEnd(state.doc);
    const selection = extend
      ? TextSelection.between(state.selection.$anchor, target.$head)
      : target;
    dispatch?.(state.tr.setSelection(selection).scrollIntoView());
    return true;
  };
}

/**
 * The usual shortcuts: Mod-B/I/U, undo and redo, list keys, Shift-Enter for a line break; Mod-. and
 * Mod-, for superscript and subscript, Mod-Shift-. (or Ctrl->) for a block quote, Mod-Alt-F for a
 * footnote and Mod-Alt-Enter for a scene break; Google Docs' Mod-Shift-8 / Mod-Shift-7 for lists and
 * Mod-Shift-L / E / R for alignment. The list the "?" dialog shows is in apps/web's keyboard feature.
 */
export function chapterKeymap(): Plugin[] {
  const listItem = schema.nodes.list_item as NodeType;
  const bindings: Record<string, Command> = {
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    Backspace: undoInputRule,
    'Mod-b': toggleMark(schema.marks.bold as MarkType),
    'Mod-B': toggleMark(schema.marks.bold as MarkType),
    'Mod-i': toggleMark(schema.marks.italic as MarkType),
    'Mod-I': toggleMark(schema.marks.italic as MarkType),
    'Mod-u': toggleMark(schema.marks.underline as MarkType),
    'Mod-U': toggleMark(schema.marks.underline as MarkType),
    'Mod-Shift-h': toggleMark(schema.marks.highlight as MarkType),
    // Google Docs' keys for superscript and subscript.
    'Mod-.': toggleMark(schema.marks.superscript as MarkType),
    'Mod-,': toggleMark(schema.marks.subscript as MarkType),
    'Ctrl->': toggleBlockquote,
    'Mod-Shift-.': toggleBlockquote,
    // Word's key for a footnote.
    'Mod-Alt-f': insertFootnote,
    'Mod-Alt-Enter': insertSceneBreak,
    'Mod-Alt-1': toggleHeading(1),
    'Mod-Alt-2': toggleHeading(2),
    'Mod-Alt-3': toggleHeading(3),
    'Mod-Shift-8': toggleList('bullet_list'),
    'Mod-Shift-*': toggleList('bullet_list'),
    'Mod-Shift-7': toggleList('ordered_list'),
    'Mod-Shift-&': toggleList('ordered_list'),
    'Mod-Shift-l': setTextAlign('left'),
    'Mod-Shift-L': setTextAlign('left'),
    'Mod-Shift-e': setTextAlign('center'),
    'Mod-Shift-E': setTextAlign('center'),
    'Mod-Shift-r': setTextAlign('right'),
    'Mod-Shift-R': setTextAlign('right'),
    Enter: splitListItem(listItem),
    'Mod-[': liftListItem(listItem),
    'Mod-]': sinkListItem(listItem),
    Tab: sinkListItem(listItem),
    'Shift-Tab': liftListItem(listItem),
    'Shift-Enter': insertHardBreak,
    'Mod-Enter': insertHardBreak,
    'Mod-Home': toDocEdge('start', false),
    'Mod-End': toDocEdge('end', false),
    'Shift-Mod-Home': toDocEdge('start', true),
    'Shift-Mod-End': toDocEdge('end', true),
    'Meta-ArrowUp': toDocEdge('start', false),
    'Meta-ArrowDown': toDocEdge('end', false),
    'Shift-Meta-ArrowUp': toDocEdge('start', true),
    'Shift-Meta-ArrowDown': toDocEdge('end', true),
  };
  return [keymap(bindings), keymap(baseKeymap)];
}
