import type { MarkType } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';
import { DEFAULT_TEXT_ALIGN, isTextAlign, type TextAlign } from '../nodes/text-align.ts';
import { schema } from '../schema.ts';
import type { ToggleableMark } from './commands.ts';

export interface ActiveState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  highlight: boolean;
  superscript: boolean;
  subscript: boolean;
  /** The cursor is in a block quote. */
  blockquote: boolean;
  /** Heading level of the block at the cursor, or null for a paragraph. */
  heading: number | null;
  align: TextAlign;
  bulletList: boolean;
  orderedList: boolean;
  /** A link at the cursor or in the selection. */
  link: boolean;
  /** The cursor or the cell selection is in a table's grid (the row and column tools apply). */
  table: boolean;
}

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return type.isInSet(state.storedMarks ?? $from.marks()) !== undefined;
  return state.doc.rangeHasMark(from, to, type);
}

const MARKS: readonly ToggleableMark[] = [
  'bold',
  'italic',
  'underline',
  'highlight',
  'superscript',
  'subscript',
];

/**
 * What the toolbar shows as active. Cheap: it looks at the selection's ends, never the whole doc,
 * so it can run on every transaction and callers compare results with `sameActiveState`.
 */
export function activeState(state: EditorState): ActiveState {
  const { $from } = state.selection;
  const block = $from.parent;
  let bulletList = false;
  let blockquote = false;
  let orderedList = false;
  let table = false;
  for (let depth = $from.depth; depth > 0; depth--) {
    const type = $from.node(depth).type;
    if (type === schema.nodes.blockquote) blockquote = true;
    if (type === schema.nodes.table) table = true;
    if (bulletList || orderedList) continue;
    if (type === schema.nodes.bullet_list || type === schema.nodes.ordered_list) {
      bulletList = type === schema.nodes.bullet_list;
      orderedList = !bulletList;
    }
  }
  const marks = Object.fromEntries(
    MARKS.map((name) => [name, markActive(state, schema.marks[name] as MarkType)]),
  ) as Record<ToggleableMark, boolean>;
  const align = block.attrs.textAlign as unknown;
  return {
    ...marks,
    heading: block.type === schema.nodes.heading ? (block.attrs.level as number) : null,
    align: isTextAlign(align) ? align : DEFAULT_TEXT_ALIGN,
    bulletList,
    orderedList,
    blockquote,
    link: markActive(state, schema.marks.link as MarkType),
    table,
  };
}

export function sameActiveState(a: ActiveState, b: ActiveState): boolean {
  return (Object.keys(a) as (keyof ActiveState)[]).every((key) => a[key] === b[key]);
}
