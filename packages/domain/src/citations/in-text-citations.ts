import { initialsOf, readCitedAuthors, type CitedAuthors } from './cited-authors.ts';
import { ABBREVIATION, AUTHORS, INITIALS, LOCATORS, PREFIX, YEAR, YEARS } from './name-patterns.ts';

/** One cited work at one place in the text (APA 7 author–date). */
export interface InTextCitation {
  kind: 'parenthetical' | 'narrative';
  /** As written: "(Pager, 2003)", "Pager (2003)", "(e.g., Pager, 2003; Quillian et al., 2017)". */
  text: string;
  /** Where `text` starts and ends in the searched text. */
  start: number;
  end: number;
  authors: CitedAuthors;
  /** The authors as written, and where they start in the searched text. */
  authorsText: string;
  authorsStart: number;
  /** "2003", "2017a", "1961/2004", "n.d.", "in press"; and where it starts in the searched text. */
  year: string;
  yearStart: number;
  locator: string | null;
  prefix: string | null;
}

const PAREN = /\(([^()]{1,600})\)/gu;
/**
 * The grammar's expressions, built on first use: their Unicode-class patterns take ~100 ms to
 * build on a phone (the author pattern alone is some 4,600 characters), too much to spend
 * whenever a page imports this module (the chapter editor does, and opens without needing them).
 */
function buildGrammar() {
  return {
    NARRATIVE_CONTENT: new RegExp(`^\\s*(${YEARS})(?:,\\s+(${LOCATORS}))?\\s*$`, 'u'),
    ABBREVIATED_CONTENT: new RegExp(
      `^\\s*(${ABBREVIATION}),\\s+(${YEARS})(?:,\\s+(${LOCATORS}))?\\s*$`,
      'u',
    ),
    SEGMENT: new RegExp(`^(${AUTHORS}),\\s+(${YEARS})(?:,\\s+(${LOCATORS}))?\\s*$`, 'u'),
    PREFIX_AT_START: new RegExp(`^${PREFIX}`, 'iu'),
    TITLE_SEGMENT: new RegExp(
      `^([“"][^“”"]{1,200}[”"]),?\\s+(${YEARS})(?:,\\s+(${LOCATORS}))?\\s*$`,
      'u',
    ),
    /** "(p. 12)" after a narrative citation: that citation's locator. */
    LOCATOR_ONLY: new RegExp(`^\\s*(${LOCATORS})\\s*$`, 'u'),
    AUTHORS_BEFORE: new RegExp(`(?<![\\p{L}\\p{M}'’.\\-])(${AUTHORS})(?:['’]s)?\\s+$`, 'u'),
    ONE_YEAR: new RegExp(YEAR, 'gu'),
    INITIALS_BEFORE: new RegExp(`${INITIALS}$`, 'u'),
  };
}
let built: ReturnType<typeof buildGrammar> | undefined;
const grammar = () => (built ??= buildGrammar());
/** A secondary source: "(Allport, 1937, as cited in Nicholson, 2003)" cites Nicholson's work. */
const AS_CITED_IN = /(?:^|,\s+)(as\s+cited\s+in)\s+/iu;
/** A work without an author cited by its title in quotation marks: (“East Haven Mayor,” 2012). */
const QUOTED_TITLE = /^[“"]([^“”"]{1,200}?),?[”"]$/u;
/** How far back a narrative citation's authors may start, in characters and in words. */
const LOOK_BEHIND = 160;
const LOOK_BEHIND_WORDS = 16;

const HARD_STOPS = new Set([';', ':', '!', '?', '(', ')', '"', '“', '”', '—', '\n']);
const ABBREVIATED_WORD =
  /(?:^|\s)(?:al|v|St|Jr|Sr|Dr|Mr|Ms|Mrs|Inc|Co|\p{Lu}|(?:\p{Lu}\.-?)+\p{Lu})$/u;

/**
 * Where the clause holding a narrative citation's authors starts: after the last sentence end or
 * hard stop before `end` ("et al.", "v.", "U.S." do not end a sentence), and at most 16 words
 * back. Keeps the backwards search short, so a text of capitals costs no more than prose.
 */
function clauseStart(text: string, end: number): number {
  const floor = Math.max(0, end - LOOK_BEHIND);
  let words = 0;
  for (let i = end - 1; i >= floor; i--) {
    const char = text.charAt(i);
    if (HARD_STOPS.has(char)) return i + 1;
    if (/\s/u.test(char) && i + 1 < end && !/\s/u.test(text.charAt(i + 1))) {
      words++;
      if (words > LOOK_BEHIND_WORDS) return i + 1;
    }
    if (char === '.' && /\s/u.test(text.charAt(i + 1))) {
      if (!ABBREVIATED_WORD.test(text.slice(Math.max(floor, i - 6), i))) return i + 1;
    }
  }
  return floor;
}

interface YearAt {
  year: string;
  start: number;
}

function yearsIn(years: string, offset: number): YearAt[] {
  return [...years.matchAll(grammar().ONE_YEAR)].map((m) => ({
    year: m[0].replace(/\s+/gu, ' '),
    start: offset + (m.index ?? 0),
  }));
}

function withinRange(year: string): boolean {
  const digits = /^\d{4}/u.exec(year);
  if (!digits) return true;
  const value = Number(digits[0]);
  return value >= 1500 && value <= 2100;
}

interface Paren {
  start: number;
  end: number;
  content: string;
  contentStart: number;
}

/** The authors written just before a parenthesis in its clause, with where their text starts and ends. */
function authorsBefore(
  text: string,
  paren: Paren,
): { authors: CitedAuthors; start: number; end: number } | null {
  const from = clauseStart(text, paren.start);
  const before = grammar().AUTHORS_BEFORE.exec(text.slice(from, paren.start));
  if (!before) return null;
  const written = before[1] ?? '';
  const authors = readCitedAuthors(written);
  if (!authors) return null;
  const writtenStart = from + (before.index ?? 0);
  const nameAt = written.indexOf(authors.names[0] ?? '');
  const initials = grammar().INITIALS_BEFORE.exec(written.slice(0, nameAt))?.[0].length ?? 0;
  return {
    authors,
    start: writtenStart + nameAt - initials,
    end: writtenStart + written.length,
  };
}

/** Narrative: "Pager (2003)", "Quillian et al.'s (2017, p. 4)", "Brown v. Board of Education (1954)". */
function narrative(text: string, paren: Paren): InTextCitation[] | null {
  const years = grammar().NARRATIVE_CONTENT.exec(paren.content);
  if (!years) return null;
  const found = authorsBefore(text, paren);
  if (!found) return [];
  const { authors, start: authorsStart, end: authorsEnd } = found;
  const yearsStart = paren.contentStart + paren.content.indexOf(years[1] ?? '');
  return yearsIn(years[1] ?? '', yearsStart)
    .filter(({ year }) => withinRange(year))
    .map(({ year, start }) => ({
      kind: 'narrative' as const,
      text: text.slice(authorsStart, paren.end),
      start: authorsStart,
      end: paren.end,
      authors,
      authorsText: text.slice(authorsStart, authorsEnd),
      authorsStart,
      year,
      yearStart: start,
      locator: years[2] ?? null,
      prefix: null,
    }));
}

/** "the World Health Organization (WHO, 2019)": a narrative first use that names the abbreviation. */
function abbreviatedNarrative(text: string, paren: Paren): InTextCitation[] | null {
  const content = grammar().ABBREVIATED_CONTENT.exec(paren.content);
  if (!content) return null;
  const abbreviation = content[1] ?? '';
  const found = authorsBefore(text, paren);
  const letters = abbreviation.replace(/[^\p{Lu}]/gu, '');
  if (
    !found ||
    found.authors.kind !== 'group' ||
    initialsOf(found.authors.names[0] ?? '') !== letters
  ) {
    return null;
  }
  const { authors, start } = found;
  const yearsStart = paren.contentStart + paren.content.indexOf(content[2] ?? '');
  return yearsIn(content[2] ?? '', yearsStart).map(({ year, start: yearStart }) => ({
    kind: 'narrative' as const,
    text: text.slice(start, paren.end),
    start,
    end: paren.end,
    authors: { ...authors, abbreviation },
    authorsText: authors.names[0] ?? '',
    authorsStart: start,
    year,
    yearStart,
    locator: content[3] ?? null,
    prefix: null,
  }));
}

/**
 * The signal words before a work in a parenthesis and where the work starts. Of a secondary
 * source only the work it was read in counts: "Allport, 1937, as cited in Nicholson, 2003" cites
 * Nicholson (2003), the one work of the two in the reference list (APA 7, 8.6).
 */
function prefixOf(segment: string): { prefix: string | null; bodyAt: number } {
  const secondary = AS_CITED_IN.exec(segment);
  if (secondary) {
    return { prefix: secondary[1] ?? null, bodyAt: secondary.index + secondary[0].length };
  }
  const prefix = grammar().PREFIX_AT_START.exec(segment)?.[0] ?? '';
  return { prefix: prefix.trim() || null, bodyAt: prefix.length };
}

/**
 * Who a parenthetical citation names: its authors, or the title of a work without one, quoted as
 * APA 7 writes it ("“East Haven Mayor,” 2012"), which stands where the author would.
 */
function citedBy(written: string): CitedAuthors | null {
  const title = QUOTED_TITLE.exec(written);
  if (!title) return readCitedAuthors(written);
  return { kind: 'group', names: [title[1] ?? ''], etAl: false, abbreviation: null };
}

/** Parenthetical: "(Pager, 2003)", "(e.g., Pager, 2003; see also WHO, 2019, p. 4)". */
function parenthetical(text: string, paren: Paren): InTextCitation[] {
  const found: InTextCitation[] = [];
  let offset = 0;
  const segments = paren.content.split(';');
  for (const raw of segments) {
    const segmentStart = paren.contentStart + offset;
    offset += raw.length + 1;
    const leading = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    const { prefix, bodyAt } = prefixOf(trimmed);
    const body = trimmed.slice(bodyAt);
    const parts = grammar().SEGMENT.exec(body) ?? grammar().TITLE_SEGMENT.exec(body);
    if (!parts) continue;
    const authors = citedBy(parts[1] ?? '');
    if (!authors) continue;
    const bodyStart = segmentStart + leading + bodyAt;
    const yearsStart = bodyStart + body.indexOf(parts[2] ?? '', (parts[1] ?? '').length);
    const single = segments.length === 1;
    for (const { year, start } of yearsIn(parts[2] ?? '', yearsStart)) {
      if (!withinRange(year)) continue;
      found.push({
        kind: 'parenthetical',
        text: single ? text.slice(paren.start, paren.end) : `(${body})`,
        start: single ? paren.start : bodyStart,
        end: single ? paren.end : bodyStart + body.length,
        authors,
        authorsText: parts[1] ?? '',
        authorsStart: bodyStart,
        year,
        yearStart: start,
        locator: parts[3] ?? null,
        prefix,
      });
    }
  }
  return found;
}

/**
 * Every APA 7 in-text citation in plain text, in reading order: one entry per cited work per
 * place ("(Pager, 2003; Quillian et al., 2017)" gives two). Dates, year ranges, money, page and
 * figure references and parenthetical asides are not citations.
 */
export function findInTextCitations(text: string): InTextCitation[] {
  const found = scan(text);
  const lowerCaseAuthors = new Set(
    found
      .filter((citation) => citation.kind === 'parenthetical')
      .flatMap((citation) => citation.authors.names.filter(isLowerCase)),
  );
  return found.filter(
    (citation) =>
      citation.kind === 'parenthetical' ||
      !isLowerCase(citation.authors.names[0] ?? '') ||
      lowerCaseAuthors.has(citation.authors.names[0] ?? ''),
  );
}

/**
 * A lower-case name before "(2019)" is usually an ordinary word ("the memo (2019)"); a narrative
 * citation of a lower-case author (bell hooks) counts only when the text also cites that author
 * in parentheses ("(hooks, 1994)").
 */
const isLowerCase = (name: string): boolean => /^\p{Ll}+$/u.test(name);

/** How far after a narrative citation its own locator may come ("Said (1978) … (p. 3)"). */
const LOCATOR_REACH = 1000;

/**
 * "Said (1978) called it 'a style' (p. 3)": a locator in parentheses of its own belongs to the
 * narrative citation just before it in the same paragraph, when that citation has none. The
 * reach is bounded so that many lone locators after one citation cost no more than prose.
 */
function attachLocator(found: InTextCitation[], text: string, at: number, locator: string): void {
  const last = found[found.length - 1];
  if (!last || last.kind !== 'narrative' || last.locator) return;
  if (at - last.end > LOCATOR_REACH || text.slice(last.end, at).includes('\n')) return;
  for (let i = found.length - 1; i >= 0 && found[i]?.start === last.start; i--) {
    const citation = found[i];
    if (citation) citation.locator = locator;
  }
}

function scan(text: string): InTextCitation[] {
  const found: InTextCitation[] = [];
  for (const match of text.matchAll(PAREN)) {
    const start = match.index ?? 0;
    const content = match[1] ?? '';
    const locator = grammar().LOCATOR_ONLY.exec(content);
    if (locator) {
      attachLocator(found, text, start, locator[1] ?? '');
      continue;
    }
    if (!/\d{4}|n\.d\.|in press|forthcoming/u.test(content)) continue;
    const paren: Paren = { start, end: start + match[0].length, content, contentStart: start + 1 };
    const asNarrative = narrative(text, paren) ?? abbreviatedNarrative(text, paren);
    found.push(...(asNarrative ?? parenthetical(text, paren)));
  }
  return found;
}
