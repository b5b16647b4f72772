import type { MarkType } from 'prosemirror-model';
import { Plugin } from 'prosemirror-state';
import { normalizeHref } from '../links/allowed-href.ts';
import { schema } from '../schema.ts';

/*
 * Pasting a bare URL: over a selection it links the selection, otherwise it inserts the URL as a
 * link. Only SPEC's protocols become links; anything else is pasted as plain text. Pasted HTML is
 * not handled here: it goes through the schema's parse rules, which drop what the schema cannot
 * represent (scripts, styles, Word markup) and refuse other link protocols.
 */
export function linkPastePlugin(): Plugin {
  const linkType = schema.marks.link as MarkType;
  return new Plugin({
    props: {
      handlePaste(view, event) {
        const data = event.clipboardData;
        if (!data || data.getData('text/html')) return false;
        const text = data.getData('text/plain').trim();
        if (!text || /\s/.test(text)) return false;
        const href = normalizeHref(text);
        if (href === null || href.startsWith('#')) return false;
        const { state } = view;
        const { from, to, empty } = state.selection;
        const tr = empty
          ? state.tr.replaceSelectionWith(schema.text(text, [linkType.create({ href })]), false)
          : state.tr.addMark(from, to, linkType.create({ href }));
        view.dispatch(tr.scrollIntoView());
        return true;
      },
    },
  });
}
