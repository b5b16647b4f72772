/**
 * Normalisation before matching, as a reader sees through disguise: compatibility forms and
 * accents folded, look-alike letters from other scripts mapped to Latin, invisible characters
 * dropped, case folded, curly quotes straightened, leetspeak read as letters, contractions
 * expanded. One pass over the characters; words come out with whether they sit inside quotation
 * marks. Matching against the lexicon (repeated, dropped and swapped letters, spaces added or
 * removed) happens on these words, in read-words.ts.
 */

import { wordFacts, type WordCache, type WordFacts } from './word-facts.ts';

/** A lookup table with no inherited keys ("constructor" is a word, not a property). */
const lookup = (entries: Record<string, string>): ReadonlyMap<string, string> =>
  new Map(Object.entries(entries));

export interface RawWord {
  word: string;
  /** Inside quotation marks in the sentence. */
  quoted: boolean;
  /**
   * Names no group (yet): a word has the shape of a tag-groups.ts token, which passes it on as it
   * is when it names none, instead of copying every word of a chapter.
   */
  group: null;
  /** What the engine knows of the word, once read-words.ts has looked it up (word-facts.ts). */
  facts: WordFacts | null;
}

/** Cyrillic and Greek letters that look like Latin ones, and a few symbols used as letters. */
const HOMOGLYPHS: ReadonlyMap<string, string> = lookup({
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԁ: 'd',
  ɡ: 'g',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  µ: 'u',
  μ: 'u',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
});

const LEET: ReadonlyMap<string, string> = lookup({
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '€': 'e',
  '+': 't',
});

/** Words spelt as they sound or typed short: "u", "r", "h8", "gonna". */
const SHORTHAND: ReadonlyMap<string, string> = lookup({
  ur: 'your',
  h8: 'hate',
  h8e: 'hate',
  h8ers: 'haters',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  im: 'i am',
  ima: 'i am going to',
  dont: 'do not',
  cant: 'can not',
  wont: 'will not',
  isnt: 'is not',
  arent: 'are not',
  doesnt: 'does not',
  didnt: 'did not',
  shouldnt: 'should not',
  wouldnt: 'would not',
  couldnt: 'could not',
  wasnt: 'was not',
  werent: 'were not',
  aint: 'are not',
  cannot: 'can not',
  ive: 'i have',
  theyre: 'they are',
  youre: 'you are',
  thats: 'that is',
  whats: 'what is',
  lets: 'let us',
  itll: 'it will',
  ill: 'i will',
  id: 'i would',
  k1ll: 'kill',
  fck: 'fuck',
  fuk: 'fuck',
  fking: 'fucking',
  fkn: 'fucking',
  fckn: 'fucking',
  fcking: 'fucking',
  tho: 'though',
  pls: 'please',
  plz: 'please',
  b4: 'before',
  '2day': 'today',
  bcuz: 'because',
  cuz: 'because',
  coz: 'because',
});

const IS_CONTRACTED = new Set([
  'it',
  'that',
  'there',
  'what',
  'he',
  'she',
  'who',
  'here',
  'where',
  'this',
  'how',
  'everyone',
  'everybody',
  'nobody',
  'someone',
  'somebody',
  'one',
  'life',
  'why',
  'when',
]);

/** "can't" → can not, "they're" → they are, "Muslims'" → muslims. */
function expandContraction(word: string): string[] {
  const at = word.indexOf("'");
  if (at < 0) return [word];
  const base = word.slice(0, at);
  const tail = word.slice(at + 1);
  if (tail === 't' && base.endsWith('n')) {
    const stem = base.slice(0, -1);
    const verb =
      stem === 'ca'
        ? 'can'
        : stem === 'wo'
          ? 'will'
          : stem === 'sha'
            ? 'shall'
            : stem === 'ai'
              ? 'are'
              : stem;
    return [verb, 'not'];
  }
  switch (tail) {
    case 're':
      return [base, 'are'];
    case 'm':
      return [base, 'am'];
    case 'll':
      return [base, 'will'];
    case 've':
      return [base, 'have'];
    case 'd':
      return [base, 'would'];
    case 's':
      if (base === 'let') return ['let', 'us'];
      return IS_CONTRACTED.has(base) ? [base, 'is'] : [base];
    case '':
      return [base];
    default:
      return [word.replace(/'/g, '')];
  }
}

/** A word's characters read as letters where it has any: "mu5l1m5" → muslims, "2020" stays. */
function readLeet(word: string): string {
  if (PLAIN_WORD.test(word)) return word;
  if (!/[a-z]/.test(word) && !/^[@$][a-z0-9]/.test(word)) return word;
  let out = '';
  for (const ch of word) out += LEET.get(ch) ?? ch;
  return out;
}

/** Nothing beyond ASCII: folding is just lower-casing. */
const BEYOND_ASCII = /[^\x20-\x7e\t\n\r]/;

/** Characters folded: accents removed, look-alikes mapped, invisible ones dropped, case folded. */
function foldCharacters(text: string): string {
  if (!BEYOND_ASCII.test(text)) return text.toLowerCase();
  const decomposed = text
    .normalize('NFKD')
    .replace(/[\p{M}\u200b-\u200f\u2060\ufeff\u00ad]/gu, '')
    .toLowerCase();
  let out = '';
  for (const ch of decomposed) out += HOMOGLYPHS.get(ch) ?? ch;
  return out;
}

const PLAIN_WORD = /^[a-z']+$/;
const LETTER = /[\p{L}\p{N}]/u;

/*
 * Tokens: a word (letters, digits and the symbols of leetspeak, apostrophes inside), or a quotation
 * mark. Exactly the matches, in order, of the regular expression
 *   /[a-z0-9\u00c0-\u200a\u2070-\uffff@$|*+!-]+(?:['\u2019][a-z0-9\u00c0-\u200a\u2070-\uffff]+)*['\u2019]?
 *    |["\u201c\u201d\u201e\u00ab\u00bb\u2033]|['\u2018]/g
 * (the unit test holds the two equal), scanned by character code: a regexp `exec` per token
 * allocated a match array for every word of a chapter.
 */

/** [a-z0-9\u00c0-\u200a\u2070-\uffff]: the characters inside a word. */
const isWordCode = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0xc0 && c <= 0x200a) || c >= 0x2070;
/** A word's characters and the symbols of leetspeak a word may start with: @ $ | * + ! - */
const isLeadCode = (c: number) =>
  isWordCode(c) ||
  c === 0x40 ||
  c === 0x24 ||
  c === 0x7c ||
  c === 0x2a ||
  c === 0x2b ||
  c === 0x21 ||
  c === 0x2d;
const isApostrophe = (c: number) => c === 0x27 || c === 0x2019;
/** ["\u201c\u201d\u201e\u00ab\u00bb\u2033] and ['\u2018]: a quotation mark on its own. */
const isQuotationMark = (c: number) =>
  c === 0x22 ||
  c === 0x27 ||
  c === 0x2018 ||
  c === 0x201c ||
  c === 0x201d ||
  c === 0x201e ||
  c === 0xab ||
  c === 0xbb ||
  c === 0x2033;

/** Where the token starting at `at` ends, or -1 when none starts there. */
export function tokenEnd(text: string, at: number): number {
  const n = text.length;
  const c = text.charCodeAt(at);
  if (!isLeadCode(c)) return isQuotationMark(c) ? at + 1 : -1;
  let end = at + 1;
  while (end < n && isLeadCode(text.charCodeAt(end))) end += 1;
  // Apostrophes inside: "don't", "o'brien".
  while (
    end + 1 < n &&
    isApostrophe(text.charCodeAt(end)) &&
    isWordCode(text.charCodeAt(end + 1))
  ) {
    end += 2;
    while (end < n && isWordCode(text.charCodeAt(end))) end += 1;
  }
  // One closing apostrophe: "muslims'".
  if (end < n && isApostrophe(text.charCodeAt(end))) end += 1;
  return end;
}

/** The words of one sentence, normalised, each marked as quoted or not. */
export function normaliseSentence(sentence: string, cache?: WordCache): RawWord[] {
  const text = foldCharacters(sentence);
  const words: RawWord[] = [];
  let quoted = false;
  for (let at = 0; at < text.length;) {
    const end = tokenEnd(text, at);
    if (end < 0) {
      at += 1;
      continue;
    }
    const start = at;
    at = end;
    const first = text[start]!;
    if (end - start === 1 && !LETTER.test(first) && !'@$|*€+!-'.includes(first)) {
      if (first === "'" || first === '\u2018') {
        // A single quotation mark opens before a word; one after a word closes an open quote.
        const before = text[start - 1];
        if (first === '\u2018' || !before || !LETTER.test(before)) quoted = true;
        else if (quoted) quoted = false;
      } else {
        quoted =
          first === '\u201c' || first === '\u201e' ? true : first === '\u201d' ? false : !quoted;
      }
      continue;
    }
    // A closing single quote after a word: "'vermin'" ends the quotation.
    if (isApostrophe(text.charCodeAt(end - 1))) {
      const word = text.slice(start, end - 1);
      if (quoted && !word.endsWith('s')) {
        pushWord(words, word, quoted, cache);
        quoted = false;
        continue;
      }
      pushWord(words, word, quoted, cache);
      continue;
    }
    pushWord(words, text.slice(start, end), quoted, cache);
  }
  return words;
}

/** Only the letters a to z (what PLAIN_WORD matches without an apostrophe), without a regexp call. */
function isPlainLetters(token: string): boolean {
  if (token.length === 0) return false;
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    if (code < 97 || code > 122) return false;
  }
  return true;
}

function pushWord(words: RawWord[], token: string, quoted: boolean, cache?: WordCache) {
  if (isPlainLetters(token)) {
    // With the text's table, the word's one lookup (word-facts.ts) answers this too.
    const facts = cache ? wordFacts(token, cache) : null;
    const shorthand = facts ? (facts.shorthand ??= SHORTHAND.has(token)) : SHORTHAND.has(token);
    if (!shorthand) {
      words.push({ word: token, quoted, group: null, facts });
      return;
    }
  }
  const trimmed = token.replace(/^[*+-]+|[*!+-]+$/g, '').replace(/\u2019/g, "'");
  if (!trimmed) return;
  const read = SHORTHAND.has(trimmed) ? trimmed : readLeet(trimmed);
  const short = SHORTHAND.get(read);
  const parts = short ? short.split(' ') : expandContraction(read);
  for (const part of parts) {
    if (!part.includes('-')) {
      if (part) words.push({ word: part, quoted, group: null, facts: null });
      continue;
    }
    for (const piece of part.split('-'))
      if (piece) words.push({ word: piece, quoted, group: null, facts: null });
  }
}
