import { readWords } from './read-words.ts';
import { normaliseSentence } from './normalise-text.ts';
import { splitSentences } from './split-sentences.ts';
import { tagGroups, type Token } from './tag-groups.ts';
import { CARRIERS, CARRIER_SECOND_WORDS, IN_GROUP_WORDS, type WordCache } from './word-facts.ts';
import type { SentenceReading } from './use-or-mention.ts';

/*
 * A paragraph read sentence by sentence: words normalised and read through disguise, groups tagged,
 * a group carried through "they", "them", "those people" into the next sentences, the group's own
 * voice noticed, and each sentence's canonical form for the constructions.
 */

/** Sentences a group is carried across after it was last named. */
const CARRY_SENTENCES = 2;

const IN_GROUP =
  /\b(?:as (?:a |an |one of the |one of )?|i am (?:a |an |one of the |also a |also an )?|we are (?:all )?(?:a |an )?|we |us |my fellow |speaking as (?:a |an )?|i was born (?:a |an )?|our )(?:\w+ )?([GS]\d+)/;
const IN_GROUP_ANY = /\bas one of (?:them|us)\b/;

export interface Reading extends SentenceReading {
  canonical: string;
  /** Character offset of each token in `canonical`. */
  offsets: number[];
  /** The sentence that named the group a pronoun carries, by token. */
  antecedent: (number | null)[];
  inGroup: Set<number>;
}

export function canonicalOf(tokens: readonly Token[]): { canonical: string; offsets: number[] } {
  const offsets: number[] = [];
  let canonical = '';
  for (const token of tokens) {
    if (canonical) canonical += ' ';
    offsets.push(canonical.length);
    canonical += token.word;
  }
  return { canonical, offsets };
}

/** Token index at a character offset of the canonical sentence. */
export function tokenAt(offsets: readonly number[], at: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Reads a paragraph: tokens per sentence, pronouns carrying groups, in-group voice. */
export function readParagraph(paragraph: string, cache: WordCache): Reading[] {
  const readings: Reading[] = [];
  let carried: { group: number; sentence: number } | null = null;
  let inGroup = new Set<number>();
  let inGroupAge = 0;
  for (const text of splitSentences(paragraph)) {
    const index = readings.length;
    const tagged = tagGroups(readWords(normaliseSentence(text, cache), cache));
    if (carried && index - carried.sentence > CARRY_SENTENCES) carried = null;
    // A sentence that names no group and has none to carry is its tagged words as they are.
    const plain = !carried && !tagged.some((t) => t.group !== null);
    const tokens: Token[] = plain ? tagged : [];
    const antecedent: (number | null)[] = plain ? new Array(tagged.length).fill(null) : [];
    for (let i = 0; !plain && i < tagged.length; i += 1) {
      const token = tagged[i]!;
      if (token.group !== null) {
        carried = { group: token.group, sentence: index };
        tokens.push(token);
        antecedent.push(null);
        continue;
      }
      if (carried) {
        const facts = token.facts;
        const seconds = facts ? facts.carrierSeconds : CARRIER_SECOND_WORDS.get(token.word);
        const pair = seconds?.has(tagged[i + 1]?.word ?? '') ?? false;
        if (pair || (facts ? facts.carrier : CARRIERS.has(token.word))) {
          tokens.push({
            word: `P${carried.group}`,
            quoted: token.quoted,
            group: carried.group,
            facts: null,
          });
          antecedent.push(carried.sentence === index ? null : carried.sentence);
          if (pair) i += 1;
          continue;
        }
      }
      tokens.push(token);
      antecedent.push(null);
    }
    // Only a sentence that names or carries a group is judged; the others need no canonical form.
    const namesGroup = !plain && tokens.some((t) => t.group !== null);
    const { canonical, offsets } = namesGroup
      ? canonicalOf(tokens)
      : { canonical: '', offsets: [] };
    inGroupAge += 1;
    const words = tokens.map((t) => t.word);
    const own =
      namesGroup && tokens.some((t) => (t.facts ? t.facts.inGroupWord : IN_GROUP_WORDS.has(t.word)))
        ? IN_GROUP.exec(canonical)
        : null;
    // "as one of them" holds "one" as a word of its own: only then is the joined sentence tried.
    if (own || (carried && words.includes('one') && IN_GROUP_ANY.test(words.join(' ')))) {
      inGroup = new Set(inGroup);
      if (own) inGroup.add(Number(own[1]!.slice(1)));
      if (!own && carried) inGroup.add(carried.group);
      inGroupAge = 0;
    } else if (inGroupAge > CARRY_SENTENCES) {
      inGroup = new Set();
    }
    readings.push({
      text,
      tokens,
      words,
      canonical,
      offsets,
      antecedent,
      inGroup,
    });
  }
  return readings;
}
