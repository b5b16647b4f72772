import { authorKey, nameKey } from './cited-authors.ts';
import { normalizeWord } from './non-author-words.ts';
import type { ReferenceEntry } from './reference-entry.ts';
import type { CitedWork } from './work-key.ts';

/** Does a reference-list entry describe the cited work (first author, second author, year)? */
export function entryDescribesWork(entry: ReferenceEntry, work: CitedWork): boolean {
  const { authors, year } = work.first;
  if (!entry.year || entry.year.toLowerCase() !== year.toLowerCase()) return false;
  const firstFamily = entry.authors[0]?.family ?? '';
  // The first author's part of the work's key (split always yields one).
  const key = work.key.split('|')[0]!;
  const firstKey = nameKey(firstFamily, authors.kind);
  const firstAgrees =
    firstKey === key ||
    (authors.kind !== 'person' &&
      authors.abbreviation !== null &&
      normalizeWord(authors.abbreviation) === firstKey);
  if (!firstAgrees) return false;
  if (authors.kind !== 'person') return true;
  if (authors.etAl) return entry.authors.length >= 3;
  if (authors.names.length === 2) {
    return (
      entry.authors.length === 2 &&
      nameKey(entry.authors[1]?.family ?? '', 'person') === authorKey(authors, 1)
    );
  }
  return entry.authors.length === 1;
}

export interface Pairing {
  /** Each cited work with its entry, or null when the list has none (cited but not listed). */
  works: { work: CitedWork; entry: ReferenceEntry | null }[];
  /** Entries no cited work points to (listed but not cited). */
  unlisted: ReferenceEntry[];
}

/** Pairs cited works with the entries of the chapter's reference list. */
export function pairWorksWithEntries(
  works: readonly CitedWork[],
  entries: readonly ReferenceEntry[],
): Pairing {
  const remaining = [...entries];
  const paired = works.map((work) => {
    const at = remaining.findIndex((entry) => entryDescribesWork(entry, work));
    const entry = at >= 0 ? (remaining.splice(at, 1)[0] ?? null) : null;
    return { work, entry };
  });
  return { works: paired, unlisted: remaining };
}

/**
 * The author part of an in-text citation for a reference's authors: "Pager", "Pager & Quillian"
 * (parenthetical) or "Pager and Quillian" (narrative), "Quillian et al.", or a group's name.
 */
export function inTextAuthors(entry: ReferenceEntry, kind: 'parenthetical' | 'narrative'): string {
  const families = entry.authors.map((author) => author.family);
  if (entry.group || families.length === 1) return families[0] ?? '';
  if (families.length === 2) {
    return `${families[0]} ${kind === 'narrative' ? 'and' : '&'} ${families[1]}`;
  }
  return `${families[0]} et al.`;
}
