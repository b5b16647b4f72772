import { CONSTRUCTIONS_BY_KEY } from './hate-constructions.ts';
import { PHRASES, type Phrase } from './tag-groups.ts';
import { KNOWN_WORDS, STRONG_PREFIXES } from './vocabulary.ts';

/*
 * What the engine asks of a word, looked up once per distinct word of a text: whether it is known or
 * begins a strong word, how it is read back through disguise, the group phrases it opens, whether it
 * carries a group or marks the group's own voice, the constructions it keys. A chapter of 170,000
 * words asked each of these of a fresh string in its own table, and those lookups were the largest
 * cost left of reading; now a word costs one lookup in the text's table.
 */

/** Pronouns and phrases that carry the last group named: "they", "those people". */
export const CARRIERS = new Set(['they', 'them', 'themselves']);
const CARRIER_PAIRS = new Set([
  'those people',
  'these people',
  'such people',
  'their kind',
  'that lot',
  'those ones',
  'these ones',
  'those animals',
  'these animals',
  'those types',
  'these types',
  'that kind',
  'his kind',
  'her kind',
  'your kind',
  'you people',
  'those bastards',
  'these bastards',
]);
/** The carrier pairs by their first word: "those" → people, ones, animals… */
export const CARRIER_SECOND_WORDS = new Map<string, Set<string>>();
for (const pair of CARRIER_PAIRS) {
  const [first, second] = pair.split(' ') as [string, string];
  CARRIER_SECOND_WORDS.set(first, (CARRIER_SECOND_WORDS.get(first) ?? new Set()).add(second));
}

/** Words of which every IN_GROUP match holds one: a sentence without them is not tried. */
export const IN_GROUP_WORDS = new Set(['as', 'am', 'we', 'us', 'my', 'our', 'born']);

export interface WordFacts {
  /** How read-words.ts reads the word back (null until it is asked). */
  read: string[] | null;
  known: boolean;
  /** The word begins a strong word ("mus" of "muslims"): it may be half of one split by a space. */
  strongPrefix: boolean;
  /** Group names and slurs that start with the word (tag-groups.ts). */
  phrases: readonly Phrase[] | undefined;
  /** "they", "them": carries the last group named. */
  carrier: boolean;
  /** The words after it that make a carrier pair ("those" → people, animals…). */
  carrierSeconds: ReadonlySet<string> | undefined;
  /** One of the words every in-group phrase holds ("as", "we"…). */
  inGroupWord: boolean;
  /** The constructions the word keys (hate-constructions.ts). */
  keyed: readonly number[] | undefined;
  /** Typed short for words ("im", "dont"; normalise-text.ts), null until it is asked. */
  shorthand: boolean | null;
}

/** A text's words and their facts (one per text, so the table grows with the text and is dropped with it). */
export type WordCache = Map<string, WordFacts>;

export function wordFacts(word: string, cache: WordCache): WordFacts {
  let facts = cache.get(word);
  if (!facts) {
    facts = {
      read: null,
      known: KNOWN_WORDS.has(word),
      strongPrefix: STRONG_PREFIXES.has(word),
      phrases: PHRASES.get(word),
      carrier: CARRIERS.has(word),
      carrierSeconds: CARRIER_SECOND_WORDS.get(word),
      inGroupWord: IN_GROUP_WORDS.has(word),
      keyed: CONSTRUCTIONS_BY_KEY.get(word),
      shorthand: null,
    };
    cache.set(word, facts);
  }
  return facts;
}
