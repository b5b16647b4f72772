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

/** The entries a person's work may pair with share this: year, first surname, and the rest of the byline. */
function personBucket(year: string, first: string, rest: string): string {
  return `p|${year.toLowerCase()}|${first}|${rest}`;
}

/** A group's or case's work pairs with an entry whose whole first name (or the abbreviation) agrees. */
function groupBucket(year: string, name: string): string {
  return `g|${year.toLowerCase()}|${name}`;
}

/** The byline after the first author, as `entryDescribesWork` compares it. */
function entryRest(entry: ReferenceEntry): string {
  if (entry.authors.length >= 3) return 'et al';
  if (entry.authors.length === 2) return `2|${nameKey(entry.authors[1]?.family ?? '', 'person')}`;
  return entry.authors.length === 1 ? '1' : '0';
}

function workBuckets(work: CitedWork): string[] {
  const { authors, year } = work.first;
  const key = work.key.split('|')[0]!;
  if (authors.kind === 'person') {
    const rest = authors.etAl
      ? 'et al'
      : authors.names.length === 2
        ? `2|${authorKey(authors, 1)}`
        : '1';
    return [personBucket(year, key, rest)];
  }
  const buckets = [groupBucket(year, key)];
  if (authors.abbreviation !== null) {
    buckets.push(groupBucket(year, normalizeWord(authors.abbreviation)));
  }
  return buckets;
}

/**
 * Pairs cited works with the entries of the chapter's reference list: each work, in order, takes
 * the first entry not yet taken that describes it. Entries are filed under the keys a work can
 * match (year, first author, the rest of the byline), so pairing is linear in works and entries.
 */
export function pairWorksWithEntries(
  works: readonly CitedWork[],
  entries: readonly ReferenceEntry[],
): Pairing {
  const buckets = new Map<string, number[]>();
  const file = (bucket: string, index: number) => {
    const list = buckets.get(bucket);
    if (list) list.push(index);
    else buckets.set(bucket, [index]);
  };
  entries.forEach((entry, index) => {
    if (!entry.year) return;
    const first = entry.authors[0]?.family ?? '';
    file(personBucket(entry.year, nameKey(first, 'person'), entryRest(entry)), index);
    file(groupBucket(entry.year, nameKey(first, 'group')), index);
  });
  const taken = new Array<boolean>(entries.length).fill(false);
  const cursors = new Map<string, number>();
  /** The first entry of a bucket not yet taken (a cursor skips taken ones once). */
  const firstFree = (bucket: string): number | null => {
    const list = buckets.get(bucket);
    if (!list) return null;
    let at = cursors.get(bucket) ?? 0;
    while (at < list.length && taken[list[at]!]) at++;
    cursors.set(bucket, at);
    return at < list.length ? list[at]! : null;
  };
  const paired = works.map((work) => {
    const candidates = workBuckets(work)
      .map(firstFree)
      .filter((index): index is number => index !== null)
      .filter((index) => entryDescribesWork(entries[index]!, work));
    if (candidates.length === 0) return { work, entry: null };
    const index = Math.min(...candidates);
    taken[index] = true;
    return { work, entry: entries[index] ?? null };
  });
  return { works: paired, unlisted: entries.filter((_, index) => !taken[index]) };
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
