/**
 * One reference list out of many: entries gathered from chapters' reference sections and the
 * citation table, merged when they name the same work, in APA 7 order (alphabetical by the
 * entry's text, which starts with the authors).
 *
 * The merge key is deliberately small: authors, year and title as they appear at the start of an
 * APA entry, lower-cased, with punctuation, accents and spacing removed. A structured reference
 * parser can replace `referenceKey` without touching the callers.
 */

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// "Authors (2020). Title. Rest" or "Authors (2020, May 3). Title." — the title ends at the first
// full stop, question or exclamation mark after the year.
const APA_HEAD = /^(.*?)\((\d{4}[a-z]?|n\.d\.)[^)]*\)\.?\s*(.*?[.?!])(?:\s|$)/s;

/** Same work, same key: authors + year + title, normalised. Unparseable entries key on their text. */
export function referenceKey(entry: string): string {
  const match = APA_HEAD.exec(entry.trim());
  if (!match) return fold(entry);
  const [, authors = '', year = '', title = ''] = match;
  return `${fold(authors)}|${fold(year)}|${fold(title)}`;
}

const collapse = (entry: string) => entry.replace(/\s+/g, ' ').trim();

/** De-duplicated (first spelling wins, the longer if one is a stub) and alphabetical. */
export function mergeReferences(entries: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const raw of entries) {
    const entry = collapse(raw);
    if (!entry) continue;
    const key = referenceKey(entry);
    const kept = byKey.get(key);
    if (kept === undefined || entry.length > kept.length) byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base', ignorePunctuation: true }),
  );
}
