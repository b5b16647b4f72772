import {
  GROUP_LEXICON,
  HOMELANDS,
  INSTITUTION_NOUNS,
  PEOPLE_NOUNS,
  PROPERTY_NOUNS,
} from './group-lexicon.ts';
import type { ReadWord } from './read-words.ts';
import type { WordFacts } from './word-facts.ts';
import { DEHUMANISING, PROFANE_INSULTS } from './word-classes.ts';

/**
 * Finding the groups a sentence names. A collective noun ("Muslims") or a slur names the group; a
 * member noun ("a Mexican") does unless a thing follows ("a Mexican restaurant"); an adjective does
 * before a people noun ("Jewish women"), a place or property ("Jewish homes") or a term of abuse
 * ("Muslim scum"), or after "the" for peoples named by an adjective ("the Chinese"). An adjective
 * before an institution ("the Israeli government") names a system, not people.
 *
 * Tagged words become tokens "G<n>" (a group named), "S<n>" (a slur) and, in check-prime-directive.ts,
 * "P<n>" (a pronoun carrying a group), where n is the group's index in GROUP_LEXICON.
 */

export interface Token {
  word: string;
  quoted: boolean;
  /** Index in GROUP_LEXICON when the token names a group. */
  group: number | null;
  /** The word's facts (word-facts.ts); null for a group's token. */
  facts: WordFacts | null;
}

export type Kind = 'plural' | 'member' | 'adjective' | 'collective' | 'slur';
export interface Phrase {
  words: string[];
  group: number;
  kinds: Set<Kind>;
}

/** Group names and slurs by their first word. */
export const PHRASES = new Map<string, Phrase[]>();
GROUP_LEXICON.forEach((entry, group) => {
  const add = (text: string, kind: Kind) => {
    const words = text.split(/[\s-]+/);
    const list = PHRASES.get(words[0]!) ?? [];
    const existing = list.find((p) => p.words.join(' ') === words.join(' '));
    if (existing) existing.kinds.add(kind);
    else list.push({ words, group, kinds: new Set([kind]) });
    list.sort((a, b) => b.words.length - a.words.length);
    PHRASES.set(words[0]!, list);
  };
  entry.plurals.forEach((w) => add(w, 'plural'));
  entry.members.forEach((w) => add(w, 'member'));
  entry.adjectives.forEach((w) => add(w, 'adjective'));
  (entry.collectives ?? []).forEach((w) => add(w, 'collective'));
  (entry.slurs ?? []).forEach((w) => add(w, 'slur'));
});

const PEOPLE = new Set(PEOPLE_NOUNS);
const PROPERTY = new Set(PROPERTY_NOUNS);
const THINGS = new Set(INSTITUTION_NOUNS);
/** Terms of abuse that make an adjective before them name people: "Muslim scum", "Jewish rats". */
const ABUSE = new Set(
  [...DEHUMANISING, ...PROFANE_INSULTS].filter((w) => !w.includes(' ') && w.endsWith('s')),
);
for (const w of ['scum', 'filth', 'trash', 'vermin', 'garbage', 'swine', 'cattle', 'livestock'])
  ABUSE.add(w);
/** Adjectives with everyday senses ("black coffee"): they name people only before a people noun. */
const EVERYDAY_ADJECTIVES = new Set([
  'black',
  'white',
  'native',
  'foreign',
  'illegal',
  'asylum',
  'traveller',
  'traveler',
]);
/** "those Black rats": with these before it, even an everyday adjective names people. */
const ABUSIVE_DETERMINERS = new Set([
  'those',
  'these',
  'you',
  'filthy',
  'dirty',
  'fucking',
  'bloody',
  'damn',
  'stinking',
]);
const COLLECTIVE_DETERMINERS = new Set([
  'the',
  'all',
  'those',
  'these',
  'most',
  'many',
  'some',
  'of',
  'you',
  'filthy',
  'dirty',
  'fucking',
  'bloody',
  'damn',
]);
/** "chink in the armour" and the like. */
const HOMONYM_AFTER = new Map([
  ['chink', ['in']],
  ['chinks', ['in']],
  ['coon', ['hound', 'hounds']],
]);

function matchPhrase(words: readonly ReadWord[], at: number): Phrase | null {
  const { word, facts } = words[at]!;
  const phrases = facts ? facts.phrases : PHRASES.get(word);
  if (!phrases) return null;
  for (const phrase of phrases) {
    if (phrase.words.every((w, k) => words[at + k]?.word === w)) return phrase;
  }
  return null;
}

const GROUP_INDEX = new Map(GROUP_LEXICON.map((g, i) => [g.id, i]));

/** "go back to Africa": the homeland after "back to", with how many words it takes. */
function homelandAt(words: readonly ReadWord[], at: number, out: readonly Token[]) {
  if (out[out.length - 1]?.word !== 'to' || out[out.length - 2]?.word !== 'back') return null;
  for (const length of [2, 1]) {
    const name = words
      .slice(at, at + length)
      .map((w) => w.word)
      .join(' ');
    const group = GROUP_INDEX.get(HOMELANDS.get(name) ?? '');
    if (group !== undefined) return { group, length };
  }
  return null;
}

/** The sentence's words with group names and slurs replaced by tokens. */
export function tagGroups(words: readonly ReadWord[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const homeland = homelandAt(words, i, out);
    if (homeland) {
      out.push({
        word: `G${homeland.group}`,
        quoted: words[i]!.quoted,
        group: homeland.group,
        facts: null,
      });
      i += homeland.length - 1;
      continue;
    }
    const phrase = matchPhrase(words, i);
    if (!phrase) {
      out.push(words[i]!);
      continue;
    }
    const { word, quoted } = words[i]!;
    const after = words[i + phrase.words.length]?.word ?? '';
    const before = out[out.length - 1]?.word ?? '';
    const { kinds, group } = phrase;
    const token = (prefix: 'G' | 'S', consumed: number) => {
      out.push({ word: `${prefix}${group}`, quoted, group, facts: null });
      i += consumed - 1;
    };
    if (kinds.has('slur') && !(HOMONYM_AFTER.get(word) ?? []).includes(after)) {
      token('S', phrase.words.length);
    } else if (PEOPLE.has(after) && (kinds.has('adjective') || kinds.has('member'))) {
      token('G', phrase.words.length + 1);
    } else if (THINGS.has(after)) {
      // An institution or a thing named with the group's adjective: not people.
      for (let k = 0; k < phrase.words.length; k += 1) out.push({ ...words[i + k]!, group: null });
      i += phrase.words.length - 1;
    } else if (kinds.has('plural')) {
      token('G', phrase.words.length);
    } else if (PROPERTY.has(after) && kinds.has('adjective') && !EVERYDAY_ADJECTIVES.has(word)) {
      token('G', phrase.words.length + 1);
    } else if (
      ABUSE.has(after) &&
      (!EVERYDAY_ADJECTIVES.has(word) || ABUSIVE_DETERMINERS.has(before))
    ) {
      token('G', phrase.words.length);
    } else if (kinds.has('member') && !EVERYDAY_ADJECTIVES.has(word)) {
      token('G', phrase.words.length);
    } else if (kinds.has('collective') && COLLECTIVE_DETERMINERS.has(before)) {
      token('G', phrase.words.length);
    } else {
      for (let k = 0; k < phrase.words.length; k += 1) out.push({ ...words[i + k]!, group: null });
      i += phrase.words.length - 1;
    }
  }
  return out;
}
