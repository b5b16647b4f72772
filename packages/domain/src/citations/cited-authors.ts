import {
  isEventWord,
  isNeverASurname,
  isNonAuthorWord,
  isPlausibleLowerCaseSurname,
  normalizeWord,
} from './non-author-words.ts';

/** Who a citation names, read from the text before the year. */
export interface CitedAuthors {
  kind: 'person' | 'group' | 'legal';
  /** Persons: surnames as written ("Pager", "van Dijk"); a group or a case: its whole name. */
  names: string[];
  /** "et al." was written (or three or more persons were listed). */
  etAl: boolean;
  /** A group's abbreviation given in brackets ("[WHO]") or in a narrative first use. */
  abbreviation: string | null;
}

const ORGANISATION_WORDS =
  /\b(?:Organi[sz]ation|Association|Institute|Institutes|Department|Bureau|Council|Cent(?:er|re)|Commission|Office|Agency|Foundation|Company|Corporation|Inc\.?|Board|Services?|Administration|Society|Bank|Fund|University|Committee|Federation|Authority|Reserve|Group|Coalition|Project|Trusts?|Network|Alliance|Union|Academy|Academies|Court|Police|Ministry|Act|Survey|Census|Watch|Forum|Party)$/u;
/**
 * Last words of newspapers' and magazines' names (USA Today, The New York Times). Many are also
 * surnames (Post, Press), so they make a group only of a name of two or more words without "&".
 */
const PERIODICAL_WORDS =
  /^(?:Times|Post|Today|Journal|Guardian|Herald|Tribune|News|Gazette|Telegraph|Chronicle|Globe|Observer|Economist|Independent|Magazine|Press|Reuters|Wire|Monitor|Review|Weekly|Daily|Atlantic|Inquirer|Star|Sun|Mail|Express)$/u;
const GROUP_CONNECTOR = /\s(?:of|for|the|on|in|to|at)\s/u;
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'del',
  'della',
  'der',
  'den',
  'di',
  'da',
  'du',
  'dos',
  'das',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'ibn',
  'al',
  'el',
  'ó',
]);

const words = (name: string): string[] => name.split(/\s+/u).filter(Boolean);
const isParticle = (word: string): boolean => PARTICLES.has(word.toLowerCase()) || word === 'St.';
/** An initial APA 7 writes before a shared surname: H., J.-P., H.J. */
const isInitial = (word: string): boolean => /^\p{Lu}\.(?:-?\p{Lu}\.)*$/u.test(word);

/** Drops words that start the sentence rather than the name ("When Pager" → "Pager"). */
function trimLeadingClauseWords(name: string): string {
  const parts = words(name);
  while (parts.length > 1 && startsClause(parts[0] ?? '', parts[1] ?? '')) parts.shift();
  return parts.join(' ');
}

/** "According", "to"… start the clause; "Page" in "Page & Berkow" or "Page, Lee" is an author. */
const startsClause = (word: string, next: string): boolean =>
  isNonAuthorWord(word) &&
  !isParticle(word) &&
  !word.endsWith(',') &&
  next !== '&' &&
  next !== 'and';

/** A person's surname: at most two name words and the particles before them ("Devah Pager" stays). */
function trimPerson(name: string, withCoauthors: boolean): string | null {
  const parts = words(trimLeadingClauseWords(name)).filter((part) => !isInitial(part));
  const kept: string[] = [];
  let nameWords = 0;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] ?? '';
    const particle = isParticle(part);
    if (!particle && nameWords === 2) break;
    if (!particle) nameWords++;
    kept.unshift(part);
  }
  const last = kept[kept.length - 1];
  if (!last || isNeverASurname(last, withCoauthors) || isEventWord(last)) return null;
  if (kept.some((part) => /^\p{Lu}$/u.test(part) && !isParticle(part))) return null;
  if (kept.length === 1 && /^\p{Ll}/u.test(last) && !isPlausibleLowerCaseSurname(last)) return null;
  if (kept.every((part) => /^\p{Ll}/u.test(part) && !isParticle(part)) && kept.length > 1) {
    return null;
  }
  return kept.join(' ');
}

function trimGroup(name: string): string | null {
  const parts = words(trimLeadingClauseWords(name));
  while (parts.length > 1 && /^(?:of|for|and|the|on|in|to|at|&)$/u.test(parts[0] ?? '')) {
    parts.shift();
    while (parts.length > 1 && isNonAuthorWord(parts[0] ?? '')) parts.shift();
  }
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!first || !last || isEventWord(last)) return null;
  if (isNonAuthorWord(last) && !PERIODICAL_WORDS.test(last)) return null;
  if (parts.length === 1 && isNonAuthorWord(first)) return null;
  return parts.join(' ');
}

function isPeriodical(name: string): boolean {
  const parts = words(name);
  return (
    parts.length >= 2 &&
    !parts.some((part) => part === '&' || part === 'and') &&
    PERIODICAL_WORDS.test(parts[parts.length - 1] ?? '')
  );
}

const isGroupName = (name: string): boolean =>
  GROUP_CONNECTOR.test(` ${name} `) || ORGANISATION_WORDS.test(name.trim()) || isPeriodical(name);

/** A group whose name has commas is told from a list of persons by its first part (of, for, on…). */
const isGroupWithCommas = (name: string): boolean =>
  name.includes(',') && GROUP_CONNECTOR.test(` ${name.split(',')[0] ?? ''} `);

/** Reads the authors part of a citation, or null when it names no plausible author. */
export function readCitedAuthors(written: string): CitedAuthors | null {
  // "According to Seligman and Csikszentmihalyi": the words that start the clause are no name.
  const text = trimLeadingClauseWords(written.replace(/\s+/gu, ' ').trim());
  if (/\sv\.\s/u.test(text)) {
    return { kind: 'legal', names: [text], etAl: false, abbreviation: null };
  }
  const bracketed = /^(.*?)\s*\[([^\]]+)\]$/u.exec(text);
  if (bracketed) {
    const name = trimGroup(bracketed[1] ?? '');
    return name
      ? { kind: 'group', names: [name], etAl: false, abbreviation: bracketed[2] ?? null }
      : null;
  }
  if (/^(?:\p{Lu}\.){2,}$|^\p{Lu}[\p{Lu}&]+$/u.test(text)) {
    return { kind: 'group', names: [text], etAl: false, abbreviation: null };
  }
  const etAl = /\set\sal\.$/u.test(text);
  const base = etAl ? text.replace(/\set\sal\.$/u, '') : text;
  if (!etAl && (isGroupWithCommas(base) || (!base.includes(',') && isGroupName(base)))) {
    const name = trimGroup(base);
    return name ? { kind: 'group', names: [name], etAl: false, abbreviation: null } : null;
  }
  const persons = base.split(/\s*,\s*(?:(?:&|and)\s+)?|\s+(?:&|and)\s+/u).filter(Boolean);
  // "surveyed by the Gallup Organization, Kahneman and Deaton (2010)": an organisation before
  // the comma is the sentence's, not one of the authors.
  while (persons.length > 1 && isGroupName(persons[0] ?? '')) persons.shift();
  const names: string[] = [];
  for (const person of persons) {
    const trimmed = trimPerson(person, persons.length > 1);
    if (!trimmed) return null;
    names.push(trimmed);
  }
  if (names.length === 0) return null;
  return { kind: 'person', names, etAl: etAl || names.length >= 3, abbreviation: null };
}

/** A name as works are filed under it: a person's last surname word, a group's or case's whole name. */
export function nameKey(name: string, kind: CitedAuthors['kind']): string {
  const parts = words(name);
  if (kind !== 'person') return parts.map(normalizeWord).join(' ');
  return normalizeWord(parts[parts.length - 1] ?? '');
}

/** The name a work is filed under: a person's last surname word, a group's or case's whole name. */
export function authorKey(authors: CitedAuthors, index = 0): string {
  return nameKey(authors.names[index] ?? '', authors.kind);
}

/** Initials of a group's significant words: World Health Organization → WHO. */
export function initialsOf(name: string): string {
  return words(name)
    .filter((word) => !/^(?:of|for|and|the|on|in|to|at|&)$/u.test(word))
    .map((word) => word.replace(/[^\p{L}]/gu, '').charAt(0))
    .join('')
    .toUpperCase();
}
