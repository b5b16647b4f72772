/** One match: which text (block) it is in and the characters [from, to) it covers there. */
export interface TextMatch {
  block: number;
  from: number;
  to: number;
  /** The text found, and the regular expression's groups (for `$1` in a replacement). */
  text: string;
  groups: (string | undefined)[];
  named: Record<string, string | undefined> | undefined;
}

/** Thrown when a search runs past its time budget (checked between blocks). */
export class SearchTimeout extends Error {
  constructor() {
    super('The search took too long; make it more specific.');
  }
}

/**
 * Every match of `regexp` (global) in each block, in order: one pass of the regular-expression
 * engine over each block, so plain-text searches take time linear in the text. `deadline`
 * (a `performance.now()` time) ends a search that runs too long.
 */
export function findMatches(
  blocks: readonly string[],
  regexp: RegExp,
  deadline = Number.POSITIVE_INFINITY,
): TextMatch[] {
  const matches: TextMatch[] = [];
  const pattern = new RegExp(regexp.source, regexp.flags);
  blocks.forEach((text, block) => {
    if (performance.now() > deadline) throw new SearchTimeout();
    pattern.lastIndex = 0;
    for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
      if (found[0] === '') {
        // compileSearch refuses patterns that find empty text; a lookaround can still: step on.
        pattern.lastIndex++;
        continue;
      }
      matches.push({
        block,
        from: found.index,
        to: found.index + found[0].length,
        text: found[0],
        groups: found.slice(1),
        named: found.groups,
      });
    }
  });
  return matches;
}

/**
 * The replacement for one match: in a regular-expression search `$1`…`$99`, `$<name>`, `$&` and
 * `$$` are expanded as String#replace does; in a plain search the text is used as it is.
 */
export function replacementFor(match: TextMatch, replace: string, regex: boolean): string {
  if (!regex) return replace;
  return replace.replace(
    /\$(\$|&|<([^>]*)>|(\d{1,2}))/gu,
    (token, what: string, name?: string, digits?: string) => {
      if (what === '$') return '$';
      if (what === '&') return match.text;
      if (name !== undefined) return match.named?.[name] ?? '';
      const index = Number(digits);
      if (index >= 1 && index <= match.groups.length) return match.groups[index - 1] ?? '';
      return token;
    },
  );
}

/** Up to `width` characters either side of a match, cut at a word boundary where one is near. */
export function matchContext(
  text: string,
  from: number,
  to: number,
  width = 40,
): { before: string; match: string; after: string } {
  let start = Math.max(0, from - width);
  let end = Math.min(text.length, to + width);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < from) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space >= to) end = space;
  }
  const clean = (part: string) => part.replace(/\s+/gu, ' ');
  return {
    before: (start > 0 ? '…' : '') + clean(text.slice(start, from)),
    match: text.slice(from, to),
    after: clean(text.slice(to, end)) + (end < text.length ? '…' : ''),
  };
}
