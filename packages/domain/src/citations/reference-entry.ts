/** One entry of an APA 7 reference list, read into its parts. */
export interface ReferenceEntry {
  text: string;
  kind: 'journal' | 'chapter' | 'book' | 'report' | 'web';
  /** Persons with family and given names (initials); a group author has only `family`. */
  authors: { family: string; given: string | null }[];
  group: boolean;
  /** "2003", "2017a", "n.d.", "in press"; null when the entry has no date in parentheses. */
  year: string | null;
  title: string | null;
  /** Journal, edited book or web site. */
  container: string | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  publisher: string | null;
  doi: string | null;
  url: string | null;
}

const DOI = /(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}\/[^\s]+?)(?=[.,;]?(?:\s|$))/iu;
const URL = /https?:\/\/\S+?(?=[.,;]?(?:\s|$))/u;
const HEAD =
  /^(.+?)\s*\((\d{4}[a-z]?(?:\/\d{4}[a-z]?)?|n\.d\.(?:-[a-z])?|in press(?:-[a-z])?)(?:,\s*[^)]*)?\)\.?\s*/u;
const INITIALS = /^(?:\p{L}\.(?:\s|-)?)+$/u;
const CHAPTER = /^In\s+(.+?)\s*\((?:Eds?\.)\),\s*(.+?)\s*\((?:[^)]*?pp?\.\s*)?([^)]+)\)\.\s*(.*)$/u;
const JOURNAL =
  /^(.+?),\s*(\d+)(?:\s*\(([^)]+)\))?(?:,\s*((?:[A-Za-z]?\d+)(?:\s*[–-]\s*[A-Za-z]?\d+)?))?\.?(?:\s|$)/u;

/** "Bertrand, M., & Mullainathan, S." → two persons; "World Health Organization" → a group. */
export function readReferenceAuthors(written: string): {
  authors: ReferenceEntry['authors'];
  group: boolean;
} {
  const text = written
    .trim()
    .replace(/\.$/u, '')
    .replace(/,?\s*\.\.\.\s*/gu, ', ');
  const tokens = text.split(/\s*,\s*/u).map((token) => token.replace(/^(?:&|and)\s+/u, ''));
  const authors: ReferenceEntry['authors'] = [];
  for (const token of tokens) {
    const last = authors[authors.length - 1];
    if (INITIALS.test(`${token}${token.endsWith('.') ? '' : '.'}`) && last && last.given === null) {
      last.given = token.endsWith('.') ? token : `${token}.`;
    } else if (token) {
      authors.push({ family: token, given: null });
    }
  }
  const group = authors.length === 1 && authors[0]?.given === null;
  return { authors: group ? [{ family: text, given: null }] : authors, group };
}

/** The title runs to the first full stop that ends a sentence (not "U.S." or an initial). */
function splitTitle(rest: string): [string, string] {
  const stop = /(?<!\b(?:\p{Lu}|U\.S|vs|No|Vol|Inc|Jr|St|Dr|Co|al))\.(?:\s+|$)/u.exec(rest);
  if (!stop) return [rest.trim(), ''];
  return [rest.slice(0, stop.index).trim(), rest.slice(stop.index + stop[0].length).trim()];
}

const clean = (value: string | undefined | null): string | null => {
  const trimmed = value?.trim().replace(/[.,]$/u, '').trim();
  return trimmed ? trimmed : null;
};

/**
 * Reads an APA 7 reference (journal article, book, chapter in an edited book, report, web page).
 * Null when the text has no "Author. (Year)." head, so it is not a reference entry.
 */
export function parseReferenceEntry(text: string): ReferenceEntry | null {
  const entry = text.replace(/\s+/gu, ' ').trim();
  const head = HEAD.exec(entry);
  if (!head) return null;
  const doi = DOI.exec(entry)?.[1]?.replace(/[.,;]+$/u, '') ?? null;
  const url = doi ? null : (URL.exec(entry)?.[0] ?? null);
  const { authors, group } = readReferenceAuthors(head[1] ?? '');
  const body = entry
    .slice(head[0].length)
    .replace(DOI, '')
    .replace(URL, '')
    .replace(/\s*Retrieved from\s*$/u, '')
    .trim();
  const [rawTitle, rest] = splitTitle(body);
  const title = clean(
    rawTitle
      .replace(/\s*\[[^\]]*\]\s*$/u, '')
      .replace(
        /\s*\((?:Report|Publication|Working Paper|Technical Report|Brief|Vol\.)[^)]*\)\s*$/iu,
        '',
      ),
  );
  const base = {
    text: entry,
    authors,
    group,
    year: head[2] ?? null,
    title,
    volume: null,
    issue: null,
    pages: null,
    doi,
    url,
  };
  const chapter = CHAPTER.exec(rest);
  if (chapter) {
    return {
      ...base,
      kind: 'chapter',
      container: clean(chapter[2]),
      pages: clean(chapter[3]),
      publisher: clean(chapter[4]),
    };
  }
  const journal = JOURNAL.exec(rest);
  if (journal && (journal[3] || journal[4] || doi)) {
    return {
      ...base,
      kind: 'journal',
      container: clean(journal[1]),
      volume: clean(journal[2]),
      issue: clean(journal[3]),
      pages: clean(journal[4]),
      publisher: null,
    };
  }
  const isReport = /\((?:Report|Publication|Working Paper|Technical Report|Brief)\b[^)]*\)/iu.test(
    rawTitle,
  );
  const kind = isReport ? 'report' : url && !doi ? 'web' : 'book';
  return { ...base, kind, container: null, publisher: clean(rest) };
}

/** The heading the app writes above a reference list it adds (in a chapter or an export). */
export const REFERENCES_HEADING = 'References';

/** A reference-list heading: References, Works Cited, Bibliography, Sources. */
export function isReferenceHeading(text: string): boolean {
  return /^\s*(?:references|works cited|bibliography|reference list|sources)\s*[:.]?\s*$/iu.test(
    text,
  );
}
