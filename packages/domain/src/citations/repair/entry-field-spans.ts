import type { EntryField } from '../bibliography-types.ts';
import { parseReferenceEntry, type ReferenceEntry } from '../reference-entry.ts';

/** Characters [from, to) of an entry's text. */
export interface FieldSpan {
  from: number;
  to: number;
}

export interface LocatedEntry {
  entry: ReferenceEntry;
  spans: Partial<Record<EntryField, FieldSpan>>;
}

/**
 * The entry's text with runs of white space read as one space (as `parseReferenceEntry` reads it),
 * and for each of its characters the offset of that character in the written text.
 */
function collapseSpaces(text: string): { collapsed: string; offsets: number[] } {
  let collapsed = '';
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const space = /\s/u.test(text[i] ?? '');
    if (space && (collapsed === '' || collapsed.endsWith(' '))) continue;
    collapsed += space ? ' ' : text[i];
    offsets.push(i);
  }
  offsets.push(text.length);
  return { collapsed, offsets };
}

/**
 * Where each field of an APA 7 reference stands in its written text, read left to right as APA
 * orders them (author, year, title, container, volume, issue, pages; the DOI anywhere). A field the
 * entry does not have, or whose value cannot be found where APA puts it, has no span.
 * Null when the text is not a reference entry.
 */
export function locateEntryFields(text: string): LocatedEntry | null {
  const { collapsed, offsets } = collapseSpaces(text);
  const entry = parseReferenceEntry(collapsed);
  if (!entry) return null;
  const spans: LocatedEntry['spans'] = {};
  const put = (field: EntryField, from: number, length: number) => {
    spans[field] = { from: offsets[from] ?? 0, to: (offsets[from + length - 1] ?? 0) + 1 };
  };
  let cursor = 0;
  const find = (field: EntryField, value: string | null, before = '', after = '') => {
    if (!value) return;
    const at = collapsed.indexOf(`${before}${value}${after}`, cursor);
    if (at < 0) return;
    put(field, at + before.length, value.length);
    cursor = at + before.length + value.length;
  };
  const yearAt = entry.year ? collapsed.indexOf(`(${entry.year}`) : -1;
  if (yearAt > 0) {
    const written = collapsed.slice(0, yearAt).trimEnd();
    // A group author's closing full stop ("World Health Organization.") is punctuation, not the name.
    const author = entry.group ? written.replace(/\.$/u, '') : written;
    put('author', 0, author.length);
    cursor = yearAt;
  }
  find('year', entry.year, '(');
  find('title', entry.title);
  find('container', entry.container);
  find('volume', entry.volume);
  find('issue', entry.issue, '(', ')');
  find('pages', entry.pages);
  cursor = 0;
  find('doi', entry.doi);
  return { entry, spans };
}
