import type { CslName } from '../csl-item.ts';
import { titleWords } from './titles.ts';

/** Surname particles a writer may keep, drop or capitalise: "van der Berg", "Berg", "Van Der Berg". */
const PARTICLES = new Set(
  'van von der den de del della degli di da du dos das do la le les ten ter te af zu al el bin ibn st'.split(
    ' ',
  ),
);

/** A name's words: no accents, no apostrophes or dots, lower case, hyphens as spaces. */
const nameWords = (value: string): string[] =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.'’‘`]/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** The family name without its particles: "Van der Berg" → ["berg"]; "O'Neil" → ["oneil"]. */
export function familyWords(value: string): string[] {
  const words = nameWords(value);
  const kept = words.filter((word) => !PARTICLES.has(word));
  return kept.length > 0 ? kept : words;
}

/** The surname a reader compares: family with its particles, or the literal name. */
export const surnameOf = (name: CslName): string =>
  [name['non-dropping-particle'], name.family ?? name.literal].filter(Boolean).join(' ');

/** An organisation's name without a bracketed abbreviation: "World Health Organization [WHO]". */
const organisationWords = (value: string) => titleWords(value.replace(/\[[^\]]*\]/gu, ' '));

function organisationsAgree(a: string, b: string): boolean {
  const x = organisationWords(a);
  const y = organisationWords(b);
  if (x.length === 0 || y.length === 0) return false;
  const shared = x.filter((word) => y.includes(word)).length;
  return (2 * shared) / (x.length + y.length) >= 0.8;
}

/**
 * Whether two names are the same author. Persons: family names equal once accents, particles,
 * apostrophes and case are set aside, or one a part of the other (a Spanish double surname
 * written once; a record that put the whole name in `family`). Organisations: the same words.
 */
export function sameAuthor(entry: CslName, record: CslName): boolean {
  const entryName = surnameOf(entry);
  const recordName = surnameOf(record);
  if (!entryName || !recordName) return false;
  // An organisation has no given name; some sources store it as `literal`, others as `family`.
  if ((!entry.given || !record.given) && organisationsAgree(entryName, recordName)) return true;
  const x = familyWords(entryName);
  const y = familyWords(recordName);
  if (x.join(' ') === y.join(' ')) return true;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  return shorter.length > 0 && shorter.every((word) => longer.includes(word));
}
