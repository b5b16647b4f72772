/**
 * The "PE standards" text rules: typographic fixes applied to the text of one text node. Each rule
 * returns the new text and how many changes it made, so the formatter can report them. None of
 * them adds or removes a letter or a digit: words and citations survive every rule.
 */

export interface TextRule {
  label: string;
  /** `before` is the character preceding the text in its block ('' at the block's start). */
  apply(text: string, before: string): { text: string; count: number };
}

const replaceCounting = (
  text: string,
  pattern: RegExp,
  replace: (match: string, ...groups: string[]) => string,
) => {
  let count = 0;
  const result = text.replace(pattern, (...args) => {
    const replaced = replace(...(args as [string, ...string[]]));
    if (replaced !== args[0]) count++;
    return replaced;
  });
  return { text: result, count };
};

const OPENING_CONTEXT = /[\s([{\u2014\u2013/-]/;

/** Straight quotes to curly ones, by what precedes them; apostrophes inside words become ’. */
export const curlyQuotes: TextRule = {
  label: 'Curly quotes',
  apply(text, before) {
    let count = 0;
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const char = text[i]!;
      if (char !== '"' && char !== "'") {
        out += char;
        continue;
      }
      const prev = i === 0 ? before : text[i - 1]!;
      const next = text[i + 1] ?? '';
      const opening = prev === '' || OPENING_CONTEXT.test(prev);
      if (char === '"') out += opening ? '\u201c' : '\u201d';
      // '90s, 'tis: an apostrophe standing for omitted digits or letters.
      else if (opening && /\d/.test(next) && /\d/.test(text[i + 2] ?? '')) out += '\u2019';
      else out += opening ? '\u2018' : '\u2019';
      count++;
    }
    return { text: out, count };
  },
};

/** "--" and spaced hyphens to em dashes; year and page ranges to en dashes. */
export const dashes: TextRule = {
  label: 'Dashes',
  apply(text) {
    const doubled = replaceCounting(text, /---?/g, () => '\u2014');
    const spaced = replaceCounting(doubled.text, /(?<=\S) -(?= \S)/g, () => ' \u2014');
    const ranges = replaceCounting(
      spaced.text,
      /\b(1[5-9]\d{2}|20\d{2})-(1[5-9]\d{2}|20\d{2}|\d{2})\b|(?<=\bpp?\.\s?\d+)-(?=\d)/g,
      (_m, from, to) => (from ? `${from}\u2013${to}` : '\u2013'),
    );
    return { text: ranges.text, count: doubled.count + spaced.count + ranges.count };
  },
};

/** Three periods (spaced or not) to one ellipsis character. */
export const ellipses: TextRule = {
  label: 'Ellipses',
  apply: (text) => replaceCounting(text, /\.\s?\.\s?\./g, () => '\u2026'),
};

/** Runs of spaces to one; no space before a comma, period, colon, semicolon, ! or ?. */
export const spacing: TextRule = {
  label: 'Spacing',
  apply(text) {
    const runs = replaceCounting(text, /[ \t\u00a0]{2,}/g, () => ' ');
    const beforePunctuation = replaceCounting(runs.text, / +(?=[,.;:!?](?:\s|$))/g, () => '');
    return { text: beforePunctuation.text, count: runs.count + beforePunctuation.count };
  },
};

/** "(Smith 2020)" → "(Smith, 2020)", "et al" → "et al.", "(Smith,2020)" → "(Smith, 2020)". */
export const citationPunctuation: TextRule = {
  label: 'Citation punctuation',
  apply(text) {
    const etAl = replaceCounting(text, /\bet al\b(?!\.)/g, () => 'et al.');
    const comma = replaceCounting(
      etAl.text,
      /(\(|; )([A-Z][\p{L}'\u2019&. -]*?[\p{L}.])(?:\s*,\s*|\s+)(\d{4}[a-z]?)(?=[);])/gu,
      (_m, open, author, year) => `${open}${author}, ${year}`,
    );
    return { text: comma.text, count: etAl.count + comma.count };
  },
};

/** In list items: a typed bullet ("• ", "- ", "* ") at the start of the item's text. */
export const MANUAL_BULLET = /^\s*(?:[\u2022\u00b7*\u2013\u2014-]\s+)+/;

export const TEXT_RULES: readonly TextRule[] = [
  spacing,
  citationPunctuation,
  ellipses,
  dashes,
  curlyQuotes,
];
