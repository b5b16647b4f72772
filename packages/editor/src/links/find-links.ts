import { normalizeHref } from './allowed-href.ts';

/** A link found in plain text: `text` is what gets the link mark, from `start` to `end` (exclusive). */
export interface FoundLink {
  start: number;
  end: number;
  text: string;
  href: string;
}

const leadingPunctuation = /^[("'[<«“‘\uFFFC]+/;
const trailingPunctuation = /[.,;:!?'"»”’>\]]+$/;
const schemeWithAuthority = /^(?:https?|ftps?):\/\/[^/?#\s]+/i;
const otherScheme = /^(?:mailto|tel|callto|sms|cid|xmpp):\S+/i;
const wwwHost = /^www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]\S*)?$/i;
const emailAddress = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/** Drops a trailing ")" unless the URL opened one itself, as in Wikipedia's "Foo_(bar)". */
function trimUnbalancedParens(token: string): string {
  let text = token;
  while (
    text.endsWith(')') &&
    (text.match(/\(/g)?.length ?? 0) < (text.match(/\)/g)?.length ?? 0)
  ) {
    text = text.slice(0, -1).replace(trailingPunctuation, '');
  }
  return text;
}

/**
 * The link a single whitespace-free token of prose stands for, if any: a URL with one of SPEC's
 * protocols (web and FTP URLs need a host), a "www." address (as https), or an e-mail address
 * (as mailto). Surrounding punctuation is not part of the link.
 */
export function linkInToken(token: string): { offset: number; text: string; href: string } | null {
  const lead = leadingPunctuation.exec(token)?.[0].length ?? 0;
  const text = trimUnbalancedParens(token.slice(lead).replace(trailingPunctuation, ''));
  if (text === '') return null;
  let href: string | null = null;
  if (schemeWithAuthority.test(text) || otherScheme.test(text)) href = normalizeHref(text);
  else if (wwwHost.test(text)) href = normalizeHref(`https://${text}`);
  else if (emailAddress.test(text)) href = normalizeHref(`mailto:${text}`);
  return href === null ? null : { offset: lead, text, href };
}

/** Every link in a run of plain text (see linkInToken). */
export function findLinks(text: string): FoundLink[] {
  const links: FoundLink[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const link = linkInToken(match[0]);
    if (link) {
      const start = match.index + link.offset;
      links.push({ start, end: start + link.text.length, text: link.text, href: link.href });
    }
  }
  return links;
}
