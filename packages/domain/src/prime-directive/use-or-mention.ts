import type { Category } from './hate-constructions.ts';
import type { Token } from './tag-groups.ts';
import * as C from './word-classes.ts';

/**
 * Use or mention: is the attack the writer's own, or words the writer quotes, reports, negates or
 * asks about in order to reject them? Judged on the sentence and its neighbours, as a reader would.
 */

export interface SentenceReading {
  /** The sentence as written. */
  text: string;
  tokens: Token[];
  /** The tokens' words. */
  words: string[];
}

/** What the neighbours need to know of a sentence, worked out once (see readingFacts). */
interface Facts {
  question: boolean;
  opensWithRejection: boolean;
  refutes: boolean;
}
const FACTS = new WeakMap<SentenceReading, Facts>();

function factsOf(sentence: SentenceReading): Facts {
  let facts = FACTS.get(sentence);
  if (!facts) {
    const opening = ` ${sentence.words.slice(0, 6).join(' ')} `;
    const head = sentence.text.slice(0, 20_000);
    const cited = (head.includes('(') || head.includes('et al')) && CITATION.test(head);
    facts = {
      question: /\?["'\u201d\u2019)]*\s*$/.test(sentence.text.slice(-20)),
      opensWithRejection: PADDED_REJECTIONS.some((r) => opening.startsWith(r)),
      refutes:
        cited &&
        (sentence.words.some((w) => REFUTING.has(w)) ||
          phraseAt(sentence.words, C.REFUTING, 0, sentence.words.length)),
    };
    FACTS.set(sentence, facts);
  }
  return facts;
}

export type Mention =
  | 'quoted'
  | 'reported'
  | 'framed as a claim'
  | 'negated'
  | 'asked in order to reject'
  | 'refuted with evidence'
  | 'in-group voice';

const set = (phrases: readonly string[]) => new Set(phrases);
const REPORTING = set(C.REPORTING_VERBS.filter((w) => !w.includes(' ')));
const CLAIMS = set(C.CLAIM_NOUNS.filter((w) => !w.includes(' ')));
const REFUTING = set(C.REFUTING.filter((w) => !w.includes(' ')));
/** Nouns that name words as words: "the slogan …", "the word …". */
const METALINGUISTIC = set([
  'word',
  'words',
  'term',
  'slur',
  'slurs',
  'epithet',
  'slogan',
  'slogans',
  'chant',
  'sign',
  'placard',
  'banner',
  'headline',
  'phrase',
  'insult',
  'insults',
  'label',
  'name',
  'names',
  'graffiti',
  'message',
  'tweet',
  'post',
]);
const FIRST_PERSON = set(['i', 'we']);
const NEGATORS = set(['not', 'never', 'no', 'nobody', 'nor']);
/** Words between a subject and its reporting verb: "he keeps saying", "I would never say". */
const AUXILIARIES = set([
  'do',
  'does',
  'did',
  'not',
  'never',
  'always',
  'often',
  'keep',
  'keeps',
  'kept',
  'just',
  'also',
  'still',
  'even',
  'really',
  'once',
  'would',
  'will',
  'can',
  'could',
  'should',
  'might',
  'may',
  'must',
  'to',
  'have',
  'has',
  'had',
  'actually',
  'openly',
  'publicly',
  'repeatedly',
  'routinely',
  'falsely',
  'wrongly',
  'like',
  'likes',
  'love',
  'loves',
  'used',
  'constantly',
  'seriously',
  'ever',
  'literally',
  'loudly',
  'proudly',
  'casually',
  'am',
  'are',
  'is',
  'was',
  'were',
  'be',
  'been',
  'being',
  'continue',
  'continues',
  'go',
  'goes',
  'went',
  'tried',
  'try',
  'tries',
  'dare',
  'dares',
  'want',
  'wants',
  'wanted',
  'then',
  'now',
  'only',
  'all',
  'both',
  'sometimes',
  'happily',
]);
const FRAMING_PHRASES = [
  'according to',
  'supposedly',
  'allegedly',
  'apparently',
  'so called',
  'we are told',
  'we were told',
  'the argument goes',
  'the story goes',
  'in the words of',
  'would have you believe',
  'want you to believe',
  'wants you to believe',
  'as if',
  'is it true that',
  'do you really think',
  'who says',
  'does anyone really believe',
  'do people really think',
  'is it fair to say',
  'it is not true that',
  'it is false that',
  'it is a lie that',
  'it is untrue that',
  'not all',
  'not every',
  'nobody believes',
  'no one believes',
  'no one thinks',
  'nobody thinks',
];
/** Asides with a verb of saying that frame the writer's own view, not someone else's words. */
const OWN_VIEW_FRAMES = [
  'if you ask me',
  'if you asked me',
  'you ask me',
  'let me tell you',
  'i tell you',
  'i am telling you',
  'i will tell you',
  'i can tell you',
  'i have to say',
  'i must say',
  'i would say',
  'i will say',
  'i dare say',
  'truth be told',
  'to tell the truth',
  'needless to say',
];
const ENDORSING = C.ENDORSING;
const REJECTIONS = C.REJECTIONS;
/** The rejections padded with spaces once, not per sentence. */
const PADDED_REJECTIONS = REJECTIONS.map((r) => ` ${r} `);
const CITATION = /\([^()]{0,200}?\b(?:1[5-9]|20)\d\d[a-z]?\b[^()]{0,200}\)|\bet al\b/;

/**
 * A phrase list split once into its single words and its multi-word phrases, these by their first
 * word. Words never hold a space, so a phrase matched word by word is what the words joined by
 * spaces hold as a substring padded with spaces (what this replaced: a join per call, and a
 * substring search per phrase).
 */
const SPLIT_PHRASES = new WeakMap<
  readonly string[],
  { single: Set<string>; multi: Map<string, string[][]> }
>();
function splitPhrases(phrases: readonly string[]) {
  let split = SPLIT_PHRASES.get(phrases);
  if (!split) {
    const multi = new Map<string, string[][]>();
    for (const phrase of phrases) {
      if (!phrase.includes(' ')) continue;
      const words = phrase.split(' ');
      multi.set(words[0]!, [...(multi.get(words[0]!) ?? []), words]);
    }
    split = { single: new Set(phrases.filter((p) => !p.includes(' '))), multi };
    SPLIT_PHRASES.set(phrases, split);
  }
  return split;
}

/** Whether one of `phrases` stands among words[from, to). */
const phraseAt = (
  words: readonly string[],
  phrases: readonly string[],
  from: number,
  to: number,
) => {
  const { single, multi } = splitPhrases(phrases);
  const lo = Math.max(0, from);
  const hi = Math.min(to, words.length);
  for (let k = lo; k < hi; k += 1) if (single.has(words[k]!)) return true;
  if (multi.size === 0) return false;
  for (let k = lo; k < hi; k += 1) {
    const starting = multi.get(words[k]!);
    if (!starting) continue;
    for (const phrase of starting) {
      if (k + phrase.length > hi) continue;
      let j = 1;
      while (j < phrase.length && words[k + j] === phrase[j]) j += 1;
      if (j === phrase.length) return true;
    }
  }
  return false;
};

/** The subject of the verb at `at`: the word before it, past auxiliaries; and whether one was a negation. */
function subjectOf(words: readonly string[], at: number): { subject: string; negated: boolean } {
  let negated = false;
  let i = at - 1;
  while (i >= 0 && AUXILIARIES.has(words[i]!)) {
    if (NEGATORS.has(words[i]!)) negated = true;
    i -= 1;
  }
  return { subject: i >= 0 ? words[i]! : '', negated };
}

function quoted(tokens: readonly Token[], from: number, to: number): boolean {
  let inside = 0;
  for (let i = from; i < to; i += 1) if (tokens[i]!.quoted) inside += 1;
  return inside * 2 >= to - from && inside > 0;
}

/** Someone else's words, or the writer's own words negated ("I would never say"). */
function reported(words: readonly string[], from: number, to: number): boolean {
  const start = Math.max(0, from - 14);
  for (let i = from - 1; i >= start; i -= 1) {
    const word = words[i]!;
    if (
      CLAIMS.has(word) &&
      ['that', 'of', 'like', 'about', 'is', 'was', 'as'].includes(words[i + 1] ?? '')
    )
      return true;
    if (METALINGUISTIC.has(word) && i === from - 1) return true;
    if (!REPORTING.has(word)) continue;
    // "If you ask me, …", "let me tell you, …": the writer's own view, framed as an aside.
    if (phraseAt(words, OWN_VIEW_FRAMES, i - 3, i + 3)) return false;
    const { subject, negated } = subjectOf(words, i);
    if (negated) return true;
    if (FIRST_PERSON.has(subject)) return false;
    // "You think …?" asks; "I think" claims; anyone else's words, or a verb without a subject
    // ("Saying that …", "stop calling …"), report.
    return true;
  }
  // After the attack: "…, the pundit said." (not "… for believing it", "… to say so").
  for (let i = to; i < Math.min(words.length, to + 6); i += 1) {
    const word = words[i]!;
    if (!REPORTING.has(word) || word.endsWith('ing') || words[i - 1] === 'to') continue;
    const { subject } = subjectOf(words, i);
    return !FIRST_PERSON.has(subject);
  }
  return false;
}

/** "…, and I agree": endorsement near the quoted or reported words, or opening the next sentence. */
function endorsed(
  sentence: SentenceReading,
  next: SentenceReading | undefined,
  from: number,
  to: number,
): boolean {
  const words = [
    ...sentence.words.slice(Math.max(0, from - 12), to + 12),
    ...(next?.words.slice(0, 6) ?? []),
  ];
  return phraseAt(words, ENDORSING, 0, words.length);
}

/** Words that negate the attack from just before it: "no Muslim deserves…", "nobody should…". */
function negatedBefore(words: readonly string[], from: number): boolean {
  for (let i = from - 1; i >= Math.max(0, from - 3); i -= 1) {
    const word = words[i]!;
    if (NEGATORS.has(word) || word === 'nobody') return true;
    if (
      ![
        'all',
        'the',
        'every',
        'any',
        'one',
        'should',
        'would',
        'could',
        'of',
        'those',
        'these',
      ].includes(word)
    )
      break;
  }
  return false;
}

function askedToReject(sentences: readonly SentenceReading[], index: number): boolean {
  const next = sentences[index + 1];
  return (
    factsOf(sentences[index]!).question && next !== undefined && factsOf(next).opensWithRejection
  );
}

function refutedAfter(sentences: readonly SentenceReading[], index: number): boolean {
  return sentences.slice(index + 1, index + 3).some((next) => factsOf(next).refutes);
}

/** Categories a refutation or the group's own voice can excuse; threats and dehumanisation never. */
const GENERALISATIONS = new Set<Category>([
  'negative-attribute',
  'implicit-derogation',
  'contempt',
]);

/**
 * Why the attack at tokens [from, to) of sentence `index` is a mention rather than the writer's
 * own use, or null when it is the writer's own.
 */
export function mentionOf(
  sentences: readonly SentenceReading[],
  index: number,
  from: number,
  to: number,
  category: Category,
  ownNegation: boolean,
): Mention | null {
  const sentence = sentences[index]!;
  const { words } = sentence;
  const next = sentences[index + 1];
  if (quoted(sentence.tokens, from, to))
    return endorsed(sentence, next, from, to) ? null : 'quoted';
  if (phraseAt(words, FRAMING_PHRASES, Math.max(0, from - 8), from + 1)) return 'framed as a claim';
  if (reported(words, from, to)) return endorsed(sentence, next, from, to) ? null : 'reported';
  if (!ownNegation && negatedBefore(words, from)) return 'negated';
  if (askedToReject(sentences, index)) return 'asked in order to reject';
  if (GENERALISATIONS.has(category) && refutedAfter(sentences, index))
    return 'refuted with evidence';
  return null;
}
