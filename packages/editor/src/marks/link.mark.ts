import type { MarkSpec } from 'prosemirror-model';
import { normalizeHref } from '../links/allowed-href.ts';

/** rel written on every stored link: chapters link out to sources we do not vouch for. */
export const LINK_REL = 'noopener noreferrer nofollow';

/*
 * Protocols are checked three times: when HTML is parsed (a refused href drops the mark and
 * keeps the text), when a mark is created or a document is checked (validate), and when it is
 * rendered (a refused href renders an <a> without href), so a document built from JSON or by a
 * transaction cannot smuggle one through either.
 */
export const link: MarkSpec = {
  attrs: {
    href: {
      validate: (value: unknown) => {
        if (typeof value !== 'string' || normalizeHref(value) !== value) {
          throw new RangeError('Link target not allowed');
        }
      },
    },
  },
  inclusive: false,
  parseDOM: [
    {
      tag: 'a[href]',
      getAttrs: (dom) => {
        const href = normalizeHref(dom.getAttribute('href') ?? '');
        return href === null ? false : { href };
      },
    },
  ],
  toDOM: (mark) => {
    const href = normalizeHref(String(mark.attrs.href));
    return href === null ? ['a', 0] : ['a', { href, rel: LINK_REL }, 0];
  },
};
