/**
 * Receipts in a chapter's text: in-text citations, DOIs and the reference list.
 *
 * In-text citations follow SPEC §5's minimal rule (a capitalised author name, a comma, a four-digit
 * year with an optional letter, in parentheses), one parenthesis possibly holding several separated
 * by semicolons, plus the narrative form "Smith (2020)". The full APA grammar of the citation work
 * can replace `findInTextCitations` without changing its callers.
 */

export interface InTextCitation {
  author: string;
  year: string;
  /** Offset in the text, for the paragraph it belongs to. */
  index: number;
  /** `author|year`, lower case: one source, however often it is cited. */
  key: string;
}

const PARENTHESIS = /\(([^()]{4,400})\)/g;
const ONE_CITATION =
  /^\s*(?:(?:see(?:\s+also)?|e\.g\.,?|cf\.|as cited in)\s+)?([A-Z\u00c0-\u024f][^,;()]*?),\s*(\d{4}[a-z]?)(?:,\s*(?:pp?\.|para\.)\s*[\d\u2013-]+)?\s*$/u;
const NARRATIVE =
  /\b([A-Z][\p{L}'\u2019-]+(?:\s+(?:and|&)\s+[A-Z][\p{L}'\u2019-]+|\s+et al\.)?)\s+\((\d{4}[a-z]?)\)/gu;

const keyOf = (author: string, year: string) =>
  `${author
    .toLowerCase()
    .replace(/\bet al\.?/, 'et al')
    .replace(/\s+/g, ' ')
    .trim()}|${year}`;

export function findInTextCitations(text: string): InTextCitation[] {
  const found: InTextCitation[] = [];
  for (const match of text.matchAll(PARENTHESIS)) {
    for (const part of match[1]!.split(';')) {
      const citation = ONE_CITATION.exec(part);
      if (!citation) continue;
      const author = citation[1]!.trim();
      found.push({
        author,
        year: citation[2]!,
        index: match.index,
        key: keyOf(author, citation[2]!),
      });
    }
  }
  for (const match of text.matchAll(NARRATIVE)) {
    found.push({
      author: match[1]!,
      year: match[2]!,
      index: match.index,
      key: keyOf(match[1]!, match[2]!),
    });
  }
  return found.sort((a, b) => a.index - b.index);
}

const DOI = /\b10\.\d{4,9}\/[^\s"<>()]+[^\s"<>().,;]/g;

export function findDois(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(DOI), (m) => m[0].toLowerCase()))];
}

/** Authors that are institutions or scholarly venues rather than a commentator. */
const INSTITUTIONAL =
  /\b(?:University|Institute|Department|Ministry|Office|Bureau|Commission|Council|Court|Agency|Organi[sz]ation|Nations|UN|UNHCR|UNICEF|OCHA|WHO|World Bank|IMF|OECD|Amnesty|Human Rights Watch|HRW|Census|Congress|Parliament|Journal|Review|Press|Foundation|Center|Centre|Bank|Board|Service|Survey|Inspector|Academy|Association|Society|Library|Archives?|Statistics)\b/;

export function isInstitutionalAuthor(author: string): boolean {
  return INSTITUTIONAL.test(author);
}

export const REFERENCE_HEADING =
  /^\s*(?:references?|bibliography|works cited|sources|notes and sources|receipts|citations)\s*:?\s*$/i;
