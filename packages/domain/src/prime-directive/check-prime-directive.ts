import { CATEGORY_LABELS, explainFinding } from './explain-finding.ts';
import { GROUP_LEXICON } from './group-lexicon.ts';
import {
  CONSTRUCTIONS,
  CONSTRUCTIONS_BY_KEY,
  DETERMINER_WORDS,
  SLUR,
  type Category,
} from './hate-constructions.ts';
import { normaliseSentence } from './normalise-text.ts';
import { readWords } from './read-words.ts';
import { splitSentences } from './split-sentences.ts';
import { tagGroups, type Token } from './tag-groups.ts';
import { mentionOf, type SentenceReading } from './use-or-mention.ts';

/*
 * The Prime Directive (SPEC §3): content that targets people as an ethnic or religious group scores
 * 0; critique of systems or institutions is allowed. The engine reads a chapter as a reader does:
 *   1. normalise each sentence and read disguised words back (normalise-text.ts, read-words.ts);
 *   2. find the groups it names, and carry a group through "they", "them", "those people" into
 *      the next sentences (tag-groups.ts, here);
 *   3. look for the constructions of hatred, contempt, dehumanisation, threats, negative
 *      attributes and implicit derogation, and slurs (hate-constructions.ts);
 *   4. decide use or mention on the sentence and its neighbours (use-or-mention.ts).
 * Every step is linear in the text; a chapter is read paragraph by paragraph.
 */

export interface PrimeDirectiveFinding {
  /** The passage as written: the sentence, with the one naming the group when a pronoun carried it. */
  passage: string;
  category: Category;
  /** The group targeted, as feedback names it ("Muslims"). */
  group: string;
  /** One sentence the writer can act on. */
  explanation: string;
}

export interface PrimeDirectiveVerdict {
  violates: boolean;
  findings: PrimeDirectiveFinding[];
}

/** Pronouns and phrases that carry the last group named: "they", "those people". */
const CARRIERS = new Set(['they', 'them', 'themselves']);
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
/** Sentences a group is carried across after it was last named. */
const CARRY_SENTENCES = 2;

const IN_GROUP =
  /\b(?:as (?:a |an |one of the |one of )?|i am (?:a |an |one of the |also a |also an )?|we are (?:all )?(?:a |an )?|we |us |my fellow |speaking as (?:a |an )?|i was born (?:a |an )?|our )(?:\w+ )?([GS]\d+)/;
const IN_GROUP_ANY = /\bas one of (?:them|us)\b/;

const MAX_PASSAGE_CHARS = 400;
const clip = (text: string) =>
  text.length > MAX_PASSAGE_CHARS ? `${text.slice(0, MAX_PASSAGE_CHARS - 1)}…` : text;

interface Reading extends SentenceReading {
  canonical: string;
  /** Character offset of each token in `canonical`. */
  offsets: number[];
  /** The sentence that named the group a pronoun carries, by token. */
  antecedent: (number | null)[];
  inGroup: Set<number>;
}

function canonicalOf(tokens: readonly Token[]): { canonical: string; offsets: number[] } {
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
function tokenAt(offsets: readonly number[], at: number): number {
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
function readParagraph(paragraph: string, cache: Map<string, string[]>): Reading[] {
  const readings: Reading[] = [];
  let carried: { group: number; sentence: number } | null = null;
  let inGroup = new Set<number>();
  let inGroupAge = 0;
  for (const text of splitSentences(paragraph)) {
    const index = readings.length;
    const tagged = tagGroups(readWords(normaliseSentence(text), cache));
    const tokens: Token[] = [];
    const antecedent: (number | null)[] = [];
    if (carried && index - carried.sentence > CARRY_SENTENCES) carried = null;
    for (let i = 0; i < tagged.length; i += 1) {
      const token = tagged[i]!;
      if (token.group !== null) {
        carried = { group: token.group, sentence: index };
        tokens.push(token);
        antecedent.push(null);
        continue;
      }
      const pair = `${token.word} ${tagged[i + 1]?.word ?? ''}`;
      const carries = carried && (CARRIERS.has(token.word) || CARRIER_PAIRS.has(pair));
      if (carried && carries) {
        tokens.push({ word: `P${carried.group}`, quoted: token.quoted, group: carried.group });
        antecedent.push(carried.sentence === index ? null : carried.sentence);
        if (CARRIER_PAIRS.has(pair)) i += 1;
        continue;
      }
      tokens.push(token);
      antecedent.push(null);
    }
    // Only a sentence that names or carries a group is judged; the others need no canonical form.
    const namesGroup = tokens.some((t) => t.group !== null);
    const { canonical, offsets } = namesGroup
      ? canonicalOf(tokens)
      : { canonical: '', offsets: [] };
    inGroupAge += 1;
    const own = namesGroup ? IN_GROUP.exec(canonical) : null;
    if (own || (carried && IN_GROUP_ANY.test(tokens.map((t) => t.word).join(' ')))) {
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
      words: tokens.map((t) => t.word),
      canonical,
      offsets,
      antecedent,
      inGroup,
    });
  }
  return readings;
}

const CAN_BE_IN_GROUP = new Set<Category>([
  'slur',
  'negative-attribute',
  'implicit-derogation',
  'contempt',
]);
/** Words after which a group is an object, not the subject: "people who attack Muslims are vile". */
const OBJECT_CONTEXT = new Set([
  'about',
  'against',
  'towards',
  'toward',
  'with',
  'for',
  'on',
  'at',
  'by',
  'from',
  'into',
  'than',
  'unlike',
  'to',
  'over',
  'among',
  'between',
  'behind',
  'around',
  'upon',
  'after',
  'before',
  'under',
  'beside',
  'near',
  'without',
  'onto',
  'via',
  'per',
  'hate',
  'hates',
  'attack',
  'attacks',
  'attacked',
  'target',
  'targets',
  'targeted',
  'blame',
  'blames',
  'blamed',
  'insult',
  'insults',
  'insulted',
  'mock',
  'mocks',
  'mocked',
  'demonise',
  'demonize',
  'demonised',
  'demonized',
  'call',
  'calls',
  'called',
  'oppose',
  'opposes',
  'fear',
  'fears',
  'feared',
  'harass',
  'harassed',
  'abuse',
  'abused',
  'persecute',
  'persecuted',
  'scapegoat',
  'scapegoated',
  'treat',
  'treated',
  'see',
  'sees',
  'saw',
  'meet',
  'met',
  'love',
  'loves',
  'loved',
  'help',
  'helped',
  'protect',
  'protects',
  'defend',
  'defends',
  'employ',
  'hire',
  'welcome',
  'welcomed',
  'support',
  'supports',
  'kill',
  'killed',
  'murdered',
  'deport',
  'deported',
  'jail',
  'jailed',
  'ban',
  'banned',
  'exclude',
  'excluded',
  'describe',
  'described',
  'portray',
  'portrayed',
  'label',
  'labelled',
  'labeled',
  'brand',
  'branded',
  'vilify',
  'vilified',
  'slander',
  'smear',
  'smeared',
  'stereotype',
  'stereotyped',
  'dehumanise',
  'dehumanize',
]);

const DETERMINERS = new Set(DETERMINER_WORDS.split('|'));

/** Where the noun phrase of a group starts: "all the Muslims" starts at "all". */
function phraseStart(words: readonly string[], at: number): number {
  let from = at;
  while (from > 0 && at - from < 5 && DETERMINERS.has(words[from - 1]!)) from -= 1;
  return from;
}

function isSubject(words: readonly string[], from: number): boolean {
  const before = words[from - 1];
  if (before === undefined) return true;
  if (OBJECT_CONTEXT.has(before)) return false;
  if (before.endsWith('ing') && before.length > 4 && !before.endsWith('thing')) return false;
  const twoBefore = words[from - 2];
  return !(
    twoBefore === 'who' ||
    twoBefore === 'which' ||
    (twoBefore === 'that' && before !== 'all')
  );
}

const GLOBAL_PATTERNS = CONSTRUCTIONS.map((c) => new RegExp(c.pattern.source, 'g'));
/** Constructions that start at a group: tried only where a group token stands (sticky). */
const GROUP_ANCHORED = CONSTRUCTIONS.map((c) =>
  /^\\b\[GS(?:P)?\]\\d\+/.test(c.pattern.source)
    ? new RegExp(c.pattern.source.slice(2), 'y')
    : null,
);

/** The matches of construction `c` in a canonical sentence, at most `limit`. */
function* matchesOf(c: number, canonical: string, groupOffsets: readonly number[], limit: number) {
  const anchored = GROUP_ANCHORED[c];
  let found = 0;
  if (anchored) {
    for (const offset of groupOffsets) {
      anchored.lastIndex = offset;
      const match = anchored.exec(canonical);
      if (!match) continue;
      yield match;
      if ((found += 1) >= limit) return;
    }
    return;
  }
  const pattern = GLOBAL_PATTERNS[c]!;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(canonical); match; match = pattern.exec(canonical)) {
    const next = pattern.lastIndex;
    yield match;
    if ((found += 1) >= limit) return;
    pattern.lastIndex = next === match.index ? next + 1 : next;
  }
}

interface Hit {
  category: Category;
  group: number;
  antecedent: number | null;
}

/** The first attack in a sentence that is the writer's own, or null. */
function judge(readings: readonly Reading[], index: number): Hit | null {
  const reading = readings[index]!;
  if (!reading.tokens.some((t) => t.group !== null)) return null;
  const { words } = reading;
  const hitAt = (
    category: Category,
    from: number,
    to: number,
    ownNegation: boolean,
  ): Hit | null => {
    let groupAt = from;
    while (groupAt < to && reading.tokens[groupAt]!.group === null) groupAt += 1;
    const token = reading.tokens[groupAt];
    if (!token || token.group === null) return null;
    if (CAN_BE_IN_GROUP.has(category) && reading.inGroup.has(token.group)) return null;
    if (mentionOf(readings, index, from, to, category, ownNegation)) return null;
    return { category, group: token.group, antecedent: reading.antecedent[groupAt] ?? null };
  };
  // The sentence, then each quotation in it read as a sentence of its own ("he posted 'kill all …'").
  for (const [lo, hi] of [[0, words.length] as const, ...quotations(reading.tokens)]) {
    const { canonical, offsets } =
      lo === 0 && hi === words.length ? reading : canonicalOf(reading.tokens.slice(lo, hi));
    const part = words.slice(lo, hi);
    const opened = new Uint8Array(CONSTRUCTIONS.length);
    for (const word of part) for (const c of CONSTRUCTIONS_BY_KEY.get(word) ?? []) opened[c] = 1;
    const groupOffsets: number[] = [];
    for (let k = lo; k < hi; k += 1)
      if (reading.tokens[k]!.group !== null) groupOffsets.push(offsets[k - lo]!);
    for (const [c, construction] of CONSTRUCTIONS.entries()) {
      if (!opened[c]) continue;
      for (const match of matchesOf(c, canonical, groupOffsets, 3)) {
        const start = tokenAt(offsets, match.index);
        const from = /^[GSP]\d/.test(match[0]) ? phraseStart(part, start) : start;
        const to = tokenAt(offsets, match.index + Math.max(0, match[0].length - 1)) + 1;
        if (construction.subject && !isSubject(part, from)) continue;
        const hit = hitAt(construction.category, lo + from, lo + to, construction.negated ?? false);
        if (hit) return hit;
      }
    }
  }
  const slur = SLUR.exec(reading.canonical);
  if (slur) {
    const at = tokenAt(reading.offsets, slur.index);
    return hitAt('slur', at, at + 1, false);
  }
  return null;
}

/** Token ranges of the quotations in a sentence that does not consist of one quotation. */
function quotations(tokens: readonly Token[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (!tokens[i]!.quoted) continue;
    let j = i;
    while (j < tokens.length && tokens[j]!.quoted) j += 1;
    if (i > 0 || j < tokens.length) ranges.push([i, j]);
    i = j;
  }
  return ranges;
}

/** Judges one sentence on its own (the Gemini stand-in and tests use it). */
export function judgeSentence(sentence: string): { category: Category; group: string } | null {
  const readings = readParagraph(sentence.replace(/\n+/g, ' '), new Map());
  for (let i = 0; i < readings.length; i += 1) {
    const hit = judge(readings, i);
    if (hit) return { category: hit.category, group: GROUP_LEXICON[hit.group]!.label };
  }
  return null;
}

export function checkPrimeDirective(text: string): PrimeDirectiveVerdict {
  const findings: PrimeDirectiveFinding[] = [];
  const cache = new Map<string, string[]>();
  for (const paragraph of text.split(/\n+/)) {
    if (!paragraph.trim()) continue;
    const readings = readParagraph(paragraph, cache);
    for (let i = 0; i < readings.length; i += 1) {
      const hit = judge(readings, i);
      if (!hit) continue;
      const group = GROUP_LEXICON[hit.group]!.label;
      const passage =
        hit.antecedent === null
          ? readings[i]!.text
          : `${readings[hit.antecedent]!.text} … ${readings[i]!.text}`;
      findings.push({
        passage: clip(passage),
        category: hit.category,
        group,
        explanation: explainFinding(hit.category, group),
      });
    }
  }
  return { violates: findings.length > 0, findings };
}

export { CATEGORY_LABELS, splitSentences };
