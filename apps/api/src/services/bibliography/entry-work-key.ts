import { authorKey, initialsOf, type CslItem, type CslName } from '@receipts/domain';

const person = (name: string) =>
  authorKey({ kind: 'person', names: [name], etAl: false, abbreviation: null });
const group = (name: string) =>
  authorKey({ kind: 'group', names: [name], etAl: false, abbreviation: null });

/** A name with no given name is a group author ("World Health Organization"). */
const isGroup = (name: CslName) => Boolean(name.literal) || !name.given;

function fullFamily(name: CslName): string {
  return [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
}

/** The year as in-text citations write it: "2019", "2019a", "n.d.", "in press". */
export function entryYear(csl: CslItem): string {
  const year = csl.issued?.['date-parts']?.[0]?.[0];
  const suffix = csl['year-suffix'] ?? '';
  if (year !== undefined && year !== '') return `${year}${suffix}`.toLowerCase();
  const literal = csl.issued?.literal ?? csl.issued?.raw;
  return (literal ? literal : 'n.d.').toLowerCase().replace(/\s+/gu, ' ');
}

function firstAuthorKey(first: CslName | undefined, csl: CslItem): string {
  if (!first) return group(csl.title ?? '');
  if (first.literal) return group(first.literal);
  return isGroup(first) ? group(fullFamily(first)) : person(fullFamily(first));
}

function secondPart(authors: CslName[]): string {
  if (authors.length >= 3) return 'et al';
  const second = authors[1];
  return second ? person(second.literal ?? fullFamily(second)) : '';
}

/**
 * The work key of an entry, as `workKey` of the in-text grammar makes it for the citations of the
 * work (first author, second author or "et al.", year): one entry per key per book.
 */
export function entryWorkKey(csl: CslItem): string {
  const authors = csl.author?.length ? csl.author : (csl.editor ?? []);
  return `${firstAuthorKey(authors[0], csl)}|${secondPart(authors)}|${entryYear(csl)}`;
}

/**
 * Other keys a citation of a group's work may carry: its initials ("WHO" for World Health
 * Organization) and its last word, as a one-word group is read like a surname.
 */
export function entryAliasKeys(csl: CslItem): string[] {
  const first = (csl.author?.length ? csl.author : (csl.editor ?? []))[0];
  if (!first || !isGroup(first)) return [];
  const name = first.literal ?? fullFamily(first);
  const [, second = '', year = ''] = entryWorkKey(csl).split('|');
  return [initialsOf(name).toLowerCase(), person(name)].map(
    (alias) => `${alias}|${second}|${year}`,
  );
}
