import type { RawWord } from './normalise-text.ts';
import { wordFacts, type WordCache } from './word-facts.ts';
import {
  BY_COLLAPSED,
  BY_DELETION,
  collapseRepeats,
  KNOWN_WORDS,
  LONGEST_KNOWN,
  LONGEST_STRONG,
  ORDINARY_WORDS,
  STRONG_WORDS,
} from './vocabulary.ts';

/**
 * Reading words as a reader does: a word the engine does not know is compared with the words of
 * hate and the group names, letters repeated ("muuuslims"), dropped ("muslms") or swapped
 * ("mulsims"), censored ("f*ck"); spaces added inside a word ("mus lims", "m u s l i m s")
 * and removed between words ("hatemuslims") are undone. Each step is bounded by the word's length,
 * and results are cached per text, so a text is read in time linear in its length.
 */

/** The strong word a disguised spelling stands for, or null: no dictionary word is corrected. */
export function nearestStrongWord(word: string): string | null {
  if (word.length < 3) return null;
  // A letter dropped from a strong word.
  const dropped = BY_DELETION.get(word);
  if (dropped) return dropped;
  if (word.length < 4) return null;
  const collapsed = BY_COLLAPSED.get(collapseRepeats(word));
  if (collapsed) return collapsed;
  // Past the longest strong word, no swap or censored letter can make one.
  if (word.length > LONGEST_STRONG) return null;
  if (word.includes('*')) return censored(word);
  // Two neighbouring letters swapped.
  for (let i = 0; i + 1 < word.length; i += 1) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (swapped !== word && STRONG_WORDS.has(swapped)) return swapped;
  }
  return null;
}

function censored(word: string): string | null {
  const pattern = new RegExp(`^${word.replace(/[^a-z*]/g, '').replace(/\*/g, '[a-z]')}$`);
  for (const candidate of STRONG_WORDS) {
    if (candidate.length === word.length && pattern.test(candidate)) return candidate;
  }
  return null;
}

/** Splits a run-together word into known words ("hatemuslims" → hate muslims), or null. */
function splitRunTogether(word: string): string[] | null {
  // Long enough for "ikillallthemuslims", bounded so a megabyte without spaces costs one pass.
  if (word.length < 5 || word.length > 40 || !/^[a-z]+$/.test(word)) return null;
  // best[i]: fewest pieces covering word[0, i).
  const best: (string[] | null)[] = new Array(word.length + 1).fill(null);
  best[0] = [];
  for (let i = 0; i < word.length; i += 1) {
    const before = best[i];
    if (!before) continue;
    for (let j = i + 1; j <= Math.min(word.length, i + LONGEST_KNOWN); j += 1) {
      const piece = word.slice(i, j);
      if (piece.length === 1 && !(piece === 'i' && i === 0)) continue;
      if (!KNOWN_WORDS.has(piece)) continue;
      const candidate = [...before, piece];
      const current = best[j];
      if (!current || candidate.length < current.length) best[j] = candidate;
    }
  }
  const pieces = best[word.length];
  if (!pieces || pieces.length < 2) return null;
  return pieces.some((p) => STRONG_WORDS.has(p)) ? pieces : null;
}

/**
 * What an unknown word stands for when it is a disguise: a strong word, or known words run
 * together. Null when it is neither. (near-miss-words.ts lists the dictionary words this would
 * wrongly change; they are left alone.)
 */
export function disguisedReading(word: string): string[] | null {
  const corrected = nearestStrongWord(word);
  return corrected ? [corrected] : splitRunTogether(word);
}

type Cache = WordCache;

/** One word read back: itself if known, else its correction, else its pieces, else itself. */
function readWord(word: string, cache: Cache): string[] {
  const facts = wordFacts(word, cache);
  facts.read ??=
    facts.known || ORDINARY_WORDS.has(word) ? [word] : (disguisedReading(word) ?? [word]);
  return facts.read;
}

const resolvesStrong = (word: string, cache: Cache) => {
  const read = readWord(word, cache);
  return read.length === 1 && STRONG_WORDS.has(read[0]!) ? read[0]! : null;
};

/** Letters typed for words ("u r", "n"), read once spaced-out letters have been joined. */
const SINGLE_LETTER_WORDS = new Map([
  ['u', 'you'],
  ['r', 'are'],
  ['n', 'and'],
]);

export type ReadWord = RawWord;

/** The words of a sentence, read back through disguise. */
export function readWords(raw: readonly RawWord[], cache: Cache = new Map()): ReadWord[] {
  const out: ReadWord[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const { word, quoted, facts: known } = raw[i]!;
    // Letters spaced out: "m u s l i m s".
    if (word.length === 1 && /[a-z]/.test(word)) {
      let j = i;
      let letters = '';
      while (
        j < raw.length &&
        j - i <= LONGEST_STRONG &&
        raw[j]!.word.length === 1 &&
        /[a-z]/.test(raw[j]!.word)
      ) {
        letters += raw[j]!.word;
        j += 1;
      }
      if (letters.length >= 3) {
        const joined = resolvesStrong(letters, cache);
        if (joined) {
          out.push({ word: joined, quoted, group: null, facts: wordFacts(joined, cache) });
          i = j - 1;
          continue;
        }
      }
    }
    // A space added inside a word: "mus lims", "immig rants", "dis gusting". (The cheap tests
    // first: most words are no beginning of a strong word, and need no lookup of their neighbour.)
    const facts = known ?? wordFacts(word, cache);
    const next = raw[i + 1];
    if (next && word.length > 1 && next.word.length > 1 && facts.strongPrefix) {
      const neitherKnown = !facts.known && !KNOWN_WORDS.has(next.word);
      // Past the longest strong word only repeated letters (read when neither half is known) can
      // still make one.
      if (neitherKnown || word.length + next.word.length <= LONGEST_STRONG) {
        const joined = word + next.word;
        // An exact strong word; repeated letters only when neither half is a word of its own.
        const read = STRONG_WORDS.has(joined)
          ? joined
          : neitherKnown
            ? (BY_COLLAPSED.get(collapseRepeats(joined)) ?? null)
            : null;
        if (read && joined.length >= 4) {
          out.push({ word: read, quoted, group: null, facts: wordFacts(read, cache) });
          i += 1;
          continue;
        }
      }
    }
    const single = word.length === 1 ? SINGLE_LETTER_WORDS.get(word) : undefined;
    if (single) {
      out.push({ word: single, quoted, group: null, facts: wordFacts(single, cache) });
      continue;
    }
    const read = readWord(word, cache);
    // A word read as itself is passed on as it came (one object fewer per word), with its facts.
    if (read.length === 1 && read[0] === word) {
      const same = raw[i]!;
      same.facts = facts;
      out.push(same);
      continue;
    }
    for (const piece of read)
      out.push({ word: piece, quoted, group: null, facts: wordFacts(piece, cache) });
  }
  return out;
}
