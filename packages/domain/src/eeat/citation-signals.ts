import { abbreviationsOf, findInTextCitations, workKey } from '../citations/index.ts';

/**
 * Receipts in a chapter's text: in-text citations (APA 7 author–date, read by the citation grammar
 * in ../citations), DOIs and the reference list.
 */

export interface Receipt {
  /** The authors as written. */
  author: string;
  year: string;
  /** Offset in the text, for the paragraph it belongs to. */
  index: number;
  /** The cited work (first author, second author or et al., year): one source, however often cited. */
  key: string;
  /** A group author (an agency, a court, a journal) or a legal case rather than a person. */
  institutional: boolean;
}

export function findReceipts(text: string): Receipt[] {
  const found = findInTextCitations(text);
  const abbreviations = abbreviationsOf(found);
  return found.map((citation) => ({
    author: citation.authorsText,
    year: citation.year,
    index: citation.start,
    key: workKey(citation, abbreviations),
    institutional:
      citation.authors.kind !== 'person' || isInstitutionalAuthor(citation.authorsText),
  }));
}

const DOI = /\b10\.\d{4,9}\/[^\s"<>()]+[^\s"<>().,;]/g;

export function findDois(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(DOI), (m) => m[0].toLowerCase()))];
}

/** Authors that are institutions or scholarly venues rather than a commentator. */
const INSTITUTIONAL =
  /\b(?:University|Institute|Department|Ministry|Office|Bureau|Commission|Council|Court|Agency|Organi[sz]ation|Nations|UN|UNHCR|UNICEF|OCHA|WHO|World Bank|IMF|OECD|Amnesty|Human Rights Watch|HRW|Census|Congress|Parliament|Journal|Review|Press|Foundation|Center|Centre|Bank|Board|Service|Survey|Inspector|Academy|Association|Society|Library|Archives?|Statistics)\b/;

function isInstitutionalAuthor(author: string): boolean {
  return INSTITUTIONAL.test(author);
}

export const REFERENCE_HEADING =
  /^\s*(?:references?|bibliography|works cited|sources|notes and sources|receipts|citations)\s*:?\s*$/i;
