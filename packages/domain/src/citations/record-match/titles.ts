import { cslPlainText } from './rich-text.ts';

const STOP_WORDS = new Set(
  'a an the of and or in on for to with from by at as is are be its their our your this that into about how why what when do does'.split(
    ' ',
  ),
);

/** A crude singular, so "records" and "record" meet: a trailing s after three letters goes. */
const singular = (word: string) => (/^\p{L}{3,}[^s]s$/u.test(word) ? word.slice(0, -1) : word);

/**
 * The content words of a title or sentence: markup gone, lower case, no accents, no stop words,
 * singular. "&" and "and" both vanish, so they meet.
 */
export function titleWords(title: string): string[] {
  return cslPlainText(title)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(singular);
}

/** Shared words counted with repeats, as in the Dice coefficient. */
function sharedCount(x: readonly string[], y: readonly string[]): number {
  const pool = [...y];
  let shared = 0;
  for (const word of x) {
    const at = pool.indexOf(word);
    if (at >= 0) {
      shared++;
      pool.splice(at, 1);
    }
  }
  return shared;
}

function dice(x: readonly string[], y: readonly string[]): number {
  if (x.length === 0 || y.length === 0) return 0;
  return (2 * sharedCount(x, y)) / (x.length + y.length);
}

/** The title before its subtitle: up to the first colon, question or exclamation mark. */
export const mainTitle = (title: string): string => cslPlainText(title).split(/[:?!]/u)[0] ?? title;

/**
 * How alike two titles are, 0..1: the Dice coefficient of their content words, or, when one is
 * the other's main title (before the colon), the main titles' coefficient.
 */
export function titleSimilarity(a: string, b: string): number {
  const whole = dice(titleWords(a), titleWords(b));
  const main = dice(titleWords(mainTitle(a)), titleWords(mainTitle(b)));
  return Math.max(whole, main * 0.95);
}

export type TitleAgreement = 'agrees' | 'close' | 'differs';

export const TITLE_AGREES = 0.9;
const TITLE_CLOSE = 0.6;

/**
 * Whether an entry's title names the record's work. It agrees when the content words match
 * (case, accents, markup and "&" aside), or when the entry leaves out the record's subtitle, or
 * carries one the record lacks. It is close when most words are shared or the entry's words are
 * the start of the record's (a truncated title): the same work, written wrong.
 */
export function titleAgreement(entryTitle: string, recordTitle: string): TitleAgreement {
  const entry = titleWords(entryTitle);
  const record = titleWords(recordTitle);
  if (entry.length === 0 || record.length === 0) return 'differs';
  const entryMain = titleWords(mainTitle(entryTitle));
  const recordMain = titleWords(mainTitle(recordTitle));
  const best = Math.max(dice(entry, record), dice(entryMain, record), dice(entry, recordMain));
  if (best >= TITLE_AGREES) return 'agrees';
  const shorter = Math.min(entry.length, record.length);
  const contained = shorter >= 2 && sharedCount(entry, record) / shorter >= 0.9;
  return best >= TITLE_CLOSE || contained ? 'close' : 'differs';
}
