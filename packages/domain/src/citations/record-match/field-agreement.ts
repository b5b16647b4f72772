import { apaPages, bareDoi } from './apa-values.ts';
import { cslPlainText } from './rich-text.ts';

/** Words of a journal or book name: no accents or punctuation, "&" as "and", no leading "The". */
const containerWords = (value: string): string[] =>
  cslPlainText(value)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/&/gu, ' and ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word !== 'the');

const CONNECTORS = new Set(['of', 'and', 'for', 'in', 'on', 'de', 'der', 'und', 'la', 'le']);

/**
 * An abbreviated name ("J. Pers. Soc. Psychol.", "Phys Rev B") agrees with the full one when each
 * of its words starts a word of the full name, in order; connectors the abbreviation leaves out
 * are skipped.
 */
function abbreviates(short: readonly string[], full: readonly string[]): boolean {
  let at = 0;
  for (const word of short) {
    while (at < full.length && !full[at]?.startsWith(word) && CONNECTORS.has(full[at] ?? '')) at++;
    if (at >= full.length || !full[at]?.startsWith(word)) return false;
    at++;
  }
  return full.slice(at).every((word) => CONNECTORS.has(word));
}

/** The entry's journal or book is the record's: the same words, or an abbreviation of either name. */
export function containersAgree(entry: string, recordNames: readonly string[]): boolean {
  const entryWords = containerWords(entry);
  if (entryWords.length === 0) return true;
  return recordNames.some((name) => {
    const recordWords = containerWords(name);
    return (
      entryWords.join(' ') === recordWords.join(' ') ||
      abbreviates(entryWords, recordWords) ||
      abbreviates(recordWords, entryWords)
    );
  });
}

const token = (value: string) =>
  apaPages(value)
    .replace(/^(?:article|art\.|no\.)\s*/iu, '')
    .replace(/\s+/gu, '')
    .toLowerCase();

/** Volume and issue: equal once spaces, dashes and case are set aside. */
export const numbersAgree = (entry: string, record: string): boolean =>
  token(entry) === token(record);

/**
 * Pages agree when both ranges are the same, or when one side has only the first page and it is
 * the other's first page. An article number ("Article e0033693") stands for the pages.
 */
export function pagesAgree(entry: string, record: string): boolean {
  const [entryFirst, entryLast] = token(entry).split('–');
  const [recordFirst, recordLast] = token(record).split('–');
  if (entryFirst !== recordFirst) return false;
  if (entryLast === undefined || recordLast === undefined) return true;
  // APA writes ranges in full; a writer may shorten "1097–102"; the digits it gives must agree.
  return recordLast.endsWith(entryLast) || entryLast.endsWith(recordLast);
}

export const doisAgree = (entry: string, record: string): boolean =>
  bareDoi(entry) === bareDoi(record);
