import type { MarkType } from 'prosemirror-model';
import { Plugin } from 'prosemirror-state';
import { inlineNotes } from '../import/inline-notes.ts';
import { linkInToken } from '../links/find-links.ts';
import { schema } from '../schema.ts';
import { linkifySlice } from './linkify.ts';
import { cleanPastedHtml } from './paste-html.ts';

/*
 * Paste handling. Footnotes pasted from Word (a list at the end, linked from their references) are
 * moved to their references (inlineNotes). Pasted HTML is cleaned of office-suite scaffolding (cleanPastedHtml), then goes
 * through the schema's parse rules, which drop what the schema cannot represent and refuse other
 * link protocols. URLs in pasted text become links (SPEC's protocols only). Pasting a bare URL
 * over a selection links the selection; with no selection it inserts the URL as a link.
 */
export function linkPastePlugin(): Plugin {
  const linkType = schema.marks.link as MarkType;
  return new Plugin({
    props: {
      transformPastedHTML: (html) => cleanPastedHtml(inlineNotes(html)),
      transformPasted: (slice) => linkifySlice(slice),
      handlePaste(view, event) {
        const data = event.clipboardData;
        if (!data || data.getData('text/html')) return false;
        const text = data.getData('text/plain').trim();
        const link = text && !/\s/.test(text) ? linkInToken(text) : null;
        if (link === null || link.text !== text) return false;
        const { state } = view;
        const { from, to, empty } = state.selection;
        const mark = linkType.create({ href: link.href });
        const tr = empty
          ? state.tr.replaceSelectionWith(schema.text(text, [mark]), false)
          : state.tr.addMark(from, to, mark);
        view.dispatch(tr.scrollIntoView());
        return true;
      },
    },
  });
}
