import type { MarkType } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';
import { normalizeHref } from '../links/allowed-href.ts';
import { schema } from '../schema.ts';

const linkType = schema.marks.link as MarkType;

/** The href of the link at the cursor or across the selection's start, or null. */
export function linkHrefAt(state: EditorState): string | null {
  const { $from, empty, from, to } = state.selection;
  const marks = empty ? $from.marks() : [];
  let mark = linkType.isInSet(marks);
  if (!mark && !empty) {
    state.doc.nodesBetween(from, to, (node) => {
      mark ??= linkType.isInSet(node.marks);
      return mark === undefined;
    });
  }
  return mark ? (mark.attrs.href as string) : null;
}

/**
 * The toolbar's link dialog: links the selected text to `href` (a selection without text gets the
 * address itself as its text), or removes links from the selection when `href` is null. A target
 * whose protocol the chapter may not hold (see allowed-href.ts) does nothing and returns false.
 */
export function setLink(href: string | null): Command {
  return (state, dispatch) => {
    const { from, to, empty } = state.selection;
    if (href === null) {
      if (empty) return false;
      dispatch?.(state.tr.removeMark(from, to, linkType).scrollIntoView());
      return true;
    }
    const target = normalizeHref(href);
    if (target === null) return false;
    if (!dispatch) return true;
    const mark = linkType.create({ href: target });
    if (empty) {
      const text = schema.text(target, [...state.selection.$from.marks(), mark]);
      dispatch(state.tr.replaceSelectionWith(text, false).scrollIntoView());
    } else {
      dispatch(state.tr.removeMark(from, to, linkType).addMark(from, to, mark).scrollIntoView());
    }
    return true;
  };
}
