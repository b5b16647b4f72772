/**
 * Crossref titles carry HTML, JATS (`<jats:italic>`) and MathML markup. CSL-JSON's rich text keeps
 * only the tags citeproc understands: `<i>`, `<b>`, `<sup>`, `<sub>` and small caps. So a title keeps
 * its italics for the reference list, and `cslPlainText` gives the words for comparing.
 */

const KEPT_TAGS: Record<string, string> = {
  i: 'i',
  em: 'i',
  italic: 'i',
  b: 'b',
  strong: 'b',
  bold: 'b',
  sup: 'sup',
  sub: 'sub',
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A tag's local name: `jats:italic` → `italic`, `mml:mi` → `mi`. */
const localName = (tag: string) => tag.toLowerCase().replace(/^[a-z]+:/u, '');

/**
 * Markup → CSL rich text: `<i>`, `<b>`, `<sup>`, `<sub>` kept (whatever prefix or synonym they came
 * as), every other tag dropped, entities decoded to characters (CSL-JSON from Zotero writes "&" as
 * it is), white space collapsed.
 */
export function toCslRichText(markup: string): string {
  const tagged = markup.replace(
    /<(\/?)([a-z][\w:.-]*)\b[^>]*?(\/?)>/giu,
    (_whole, close: string, tag: string) => {
      const kept = KEPT_TAGS[localName(tag)];
      return kept ? `\uE000${close}${kept}\uE001` : '';
    },
  );
  return decodeEntities(tagged)
    .replace(/\uE000/gu, '<')
    .replace(/\uE001/gu, '>')
    .replace(/<(i|b|sup|sub)>\s*<\/\1>/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

const RICH_TEXT_TAG = /<\/?(?:i|b|sup|sub|span)\b[^>]*>/giu;

/** CSL rich text (or any markup) → the plain words a reader sees. */
export function cslPlainText(richText: string): string {
  return decodeEntities(richText.replace(RICH_TEXT_TAG, '')).replace(/\s+/gu, ' ').trim();
}
