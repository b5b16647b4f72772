/**
 * Words that look like names to a pattern but are not authors: calendar words, document parts,
 * words that start sentences, events. A citation whose author is one of these is a look-alike
 * ("(January, 2021)", "(see Figure, 2019)", "the Great Recession (2008)").
 */
import { MONTH_NAMES } from '../rules/month-names.ts';

const CALENDAR = [
  ...MONTH_NAMES,
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'spring',
  'summer',
  'fall',
  'autumn',
  'winter',
  'christmas',
  'easter',
  'fy',
  'q1',
  'q2',
  'q3',
  'q4',
];

const DOCUMENT_PARTS = [
  'figure',
  'fig',
  'table',
  'chapter',
  'section',
  'page',
  'pages',
  'appendix',
  'exhibit',
  'part',
  'volume',
  'vol',
  'note',
  'footnote',
  'slide',
  'line',
  'item',
  'form',
  'policy',
  'rule',
  'step',
  'version',
];

/** Words that begin sentences or clauses and are never a surname on their own. */
const CLAUSE_WORDS = [
  'a',
  'an',
  'the',
  'in',
  'on',
  'at',
  'by',
  'of',
  'for',
  'from',
  'to',
  'with',
  'as',
  'and',
  'or',
  'but',
  'nor',
  'so',
  'yet',
  'if',
  'when',
  'while',
  'whereas',
  'although',
  'though',
  'because',
  'since',
  'until',
  'before',
  'after',
  'during',
  'then',
  'than',
  'thus',
  'hence',
  'here',
  'there',
  'this',
  'that',
  'these',
  'those',
  'what',
  'which',
  'who',
  'whom',
  'whose',
  'why',
  'how',
  'where',
  'both',
  'either',
  'neither',
  'like',
  'unlike',
  'per',
  'according',
  'following',
  'citing',
  'see',
  'also',
  'even',
  'only',
  'just',
  'still',
  'again',
  'once',
  'twice',
  'later',
  'earlier',
  'now',
  'today',
  'yesterday',
  'tomorrow',
  'last',
  'first',
  'next',
  'meanwhile',
  'indeed',
  'anyway',
  'however',
  'moreover',
  'furthermore',
  'besides',
  'instead',
  'otherwise',
  'perhaps',
  'maybe',
  'circa',
  'ca',
  'est',
  'born',
  'died',
  'founded',
  'updated',
  'revised',
  'approx',
  'about',
  'around',
  'over',
  'under',
  'roughly',
  'nearly',
  'almost',
  'some',
  'many',
  'most',
  'all',
  'every',
  'each',
  'no',
  'not',
  'yes',
  'we',
  'i',
  'you',
  'he',
  'she',
  'it',
  'they',
  'our',
  'my',
  'his',
  'her',
  'its',
  'their',
  'your',
  'was',
  'were',
  'is',
  'are',
  'be',
  'been',
  'had',
  'has',
  'have',
  'did',
  'do',
  'does',
  'year',
  'years',
  'fiscal',
  'class',
];

/** Verbs of reporting: never a surname in lower case, but Said (1978) is Edward Said. */
const REPORTING_VERBS = ['said', 'says', 'wrote', 'found', 'argued', 'reported', 'noted', 'showed'];

/** Final words of named events and eras: the Great Recession (2008) is not an author. */
const EVENT_WORDS = [
  'recession',
  'depression',
  'war',
  'crisis',
  'crash',
  'riot',
  'riots',
  'uprising',
  'election',
  'olympics',
  'pandemic',
  'summit',
  'strike',
  'revolution',
  'panic',
  'bailout',
  'hurricane',
  'storm',
  'massacre',
  'protests',
  'shutdown',
];

const NOT_A_SURNAME = new Set([...CALENDAR, ...CLAUSE_WORDS]);
const DOCUMENT_WORDS = new Set(DOCUMENT_PARTS);
const VERBS = new Set(REPORTING_VERBS);
const EVENTS = new Set(EVENT_WORDS);

export const normalizeWord = (word: string): string =>
  word.normalize('NFD').replace(/\p{M}/gu, '').replace(/[.'’]/g, '').toLowerCase();

/** True for a word that starts a clause rather than a name, or cannot be the whole of an author's name. */
export function isNonAuthorWord(word: string): boolean {
  const normal = normalizeWord(word);
  return NOT_A_SURNAME.has(normal) || DOCUMENT_WORDS.has(normal) || VERBS.has(normal);
}

/**
 * True for a word that cannot be a surname. A capitalised reporting verb can (Said, 1978), and so
 * can the name of a document part beside other authors' names (Page & Berkow, 1994), though not
 * alone ("(Figure, 2019)").
 */
export function isNeverASurname(word: string, withCoauthors = false): boolean {
  const normal = normalizeWord(word);
  if (NOT_A_SURNAME.has(normal)) return true;
  if (DOCUMENT_WORDS.has(normal)) return !withCoauthors;
  return VERBS.has(normal) && /^\p{Ll}/u.test(word);
}

/** True for a word that ends the name of an event or era rather than an author. */
export function isEventWord(word: string): boolean {
  return EVENTS.has(normalizeWord(word));
}

/** A lower-case surname (bell hooks) must not be an ordinary English word or an adverb. */
export function isPlausibleLowerCaseSurname(word: string): boolean {
  if (isNonAuthorWord(word)) return false;
  return !/(?:ly|ing|ed|ally|tion|ment|ness)$/u.test(word);
}
