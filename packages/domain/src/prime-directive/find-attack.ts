import {
  CONSTRUCTIONS,
  CONSTRUCTIONS_BY_KEY,
  DETERMINER_WORDS,
  SLUR,
  type Category,
} from './hate-constructions.ts';
import { canonicalOf, tokenAt, type Reading } from './read-paragraph.ts';
import type { Token } from './tag-groups.ts';
import { mentionOf } from './use-or-mention.ts';

/*
 * The attack in a sentence, if the writer's own: the constructions tried on the sentence and on each
 * quotation in it, the group as the construction's subject where it must be, then use or mention.
 */

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

/** At most this many matches of one construction are tried in a sentence. */
const MATCH_LIMIT = 3;

/**
 * The matches of construction `c` in a canonical sentence, at most MATCH_LIMIT, written into
 * `into` (reused: a plain loop and a shared array instead of a generator per construction).
 */
function matchesOf(
  c: number,
  canonical: string,
  groupOffsets: readonly number[],
  into: RegExpExecArray[],
): number {
  const anchored = GROUP_ANCHORED[c];
  let found = 0;
  if (anchored) {
    for (const offset of groupOffsets) {
      anchored.lastIndex = offset;
      const match = anchored.exec(canonical);
      if (!match) continue;
      into[found] = match;
      if ((found += 1) >= MATCH_LIMIT) break;
    }
    return found;
  }
  const pattern = GLOBAL_PATTERNS[c]!;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(canonical); match; match = pattern.exec(canonical)) {
    const next = pattern.lastIndex;
    into[found] = match;
    if ((found += 1) >= MATCH_LIMIT) break;
    pattern.lastIndex = next === match.index ? next + 1 : next;
  }
  return found;
}

/**
 * Which constructions a part of a sentence opens: `openedIn[c] === stamp` for those its words
 * key. A stamp per part instead of a fresh array per part; visiting them in index order keeps the
 * constructions' order without sorting.
 */
const openedIn = new Uint32Array(CONSTRUCTIONS.length);
let stamp = 0;
const matches: RegExpExecArray[] = [];

export interface Hit {
  category: Category;
  group: number;
  antecedent: number | null;
}

/** The first attack in a sentence that is the writer's own, or null. */
export function findAttack(readings: readonly Reading[], index: number): Hit | null {
  const reading = readings[index]!;
  // A sentence has a canonical form only when it names or carries a group (read-paragraph.ts).
  if (!reading.canonical) return null;
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
  const ranges = quotations(reading.tokens);
  for (let r = -1; r < ranges.length; r += 1) {
    const [lo, hi] = r < 0 ? [0, words.length] : ranges[r]!;
    const whole = lo === 0 && hi === words.length;
    const { canonical, offsets } = whole ? reading : canonicalOf(reading.tokens.slice(lo, hi));
    const part = whole ? words : words.slice(lo, hi);
    stamp = stamp === 0xffffffff ? 1 : stamp + 1;
    if (stamp === 1) openedIn.fill(0);
    let first = CONSTRUCTIONS.length;
    let last = -1;
    for (let k = lo; k < hi; k += 1) {
      const { word, facts } = reading.tokens[k]!;
      const keyed = facts ? facts.keyed : CONSTRUCTIONS_BY_KEY.get(word);
      if (!keyed) continue;
      for (const c of keyed) {
        openedIn[c] = stamp;
        if (c < first) first = c;
        if (c > last) last = c;
      }
    }
    if (last < 0) continue;
    const groupOffsets: number[] = [];
    for (let k = lo; k < hi; k += 1)
      if (reading.tokens[k]!.group !== null) groupOffsets.push(offsets[k - lo]!);
    for (let c = first; c <= last; c += 1) {
      if (openedIn[c] !== stamp) continue;
      const construction = CONSTRUCTIONS[c]!;
      const found = matchesOf(c, canonical, groupOffsets, matches);
      for (let m = 0; m < found; m += 1) {
        const match = matches[m]!;
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
