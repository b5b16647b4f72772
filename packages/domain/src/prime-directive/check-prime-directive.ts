import {
  GROUP_MEMBER_SOURCE,
  GROUP_SOURCE,
  INSTITUTION_SOURCE,
  MENTIONS_GROUP,
} from './group-terms.ts';
import { TARGETING_RULES, type TargetingRule } from './targeting-rules.ts';

/*
 * The Prime Directive (SPEC §3): content that targets people as an ethnic or religious group scores
 * 0; critique of systems or institutions is allowed. A sentence is judged in four steps:
 *   1. Institutions: "the Israeli government", "the Catholic Church" name systems, not people; they
 *      are set aside before the rules look for a group.
 *   2. Quotation and attribution: words the author quotes or reports in order to mock or refute them
 *      ("the senator assured us that 'immigrants are criminals'", "the myth that…") are not the
 *      author's own claim. Reported speech in the first person ("I say…") still is.
 *   3. Negation: "not all Muslims are terrorists" refutes the generalisation.
 *   4. The targeting rules (targeting-rules.ts); generalisations in the group's own voice ("as a
 *      Mexican, I…", "we Black folks") are exempt, calls for harm and dehumanising words never are.
 */

export interface PrimeDirectiveFinding {
  /** The sentence, as written. */
  passage: string;
  rule: TargetingRule['id'];
  label: string;
}

export interface PrimeDirectiveVerdict {
  violates: boolean;
  findings: PrimeDirectiveFinding[];
}

/** Someone else's words, reported: the clause is theirs, not the author's. */
const ATTRIBUTION =
  /\b(?:said|says|saying|claimed|claims|claiming|insisted|insists|argued|argues|wrote|writes|tweeted|tweets|posted|declared|declares|told|tells|announced|announces|warned|warns|assured|assures|assuring|proclaimed|proclaims|shouted|screamed|ranted|explained|explains|called|labell?ed|branded|according to|in the words of|put it|would have you believe|wants you to believe|want you to believe|apparently|supposedly|allegedly|we are told|we're told|we are assured|we're assured|the argument goes|the story goes|the logic goes)\b/i;

/** The author's own voice reporting their own words: "I say", "we told you". */
const FIRST_PERSON_ATTRIBUTION =
  /\b(?:i|we)\s+(?:\w+\s+)?(?:said|say|claim|insist|argue|wrote|declare|told|tell|warn)\b/i;

/** The author frames the claim as false, hateful or someone's talking point. */
const DISTANCING =
  /\b(?:myths?|stereotyp\w*|tropes?|lies|canards?|smears?|slurs?|propaganda|rhetoric|talking points?|so-called|conspiracy theor\w*|racis[tm]\w*|bigot\w*|islamophob\w*|antisemit\w*|anti-semit\w*|xenophob\w*|dog ?whistles?|falsely|false claims?|debunked|refuted|disproven|fear-?monger\w*|scapegoat\w*|the idea that|the notion that|the belief that|the assumption that|the claim that|the lie that|pretend(?:s|ing)? that|as if|hate speech|dehumaniz\w*|dehumanis\w*)\b/i;

const NEGATED_BEFORE =
  /(?:\bnot\s+(?:all|every|most)\s+(?:of\s+)?(?:the\s+)?|\b(?:it is|it's|that is|that's)\s+(?:not true|false|a lie|absurd|nonsense)\s+that\s+(?:\w+\s+)?|\bno(?:body| one)\s+(?:seriously\s+)?(?:believes|thinks)\s+(?:that\s+)?)$/i;

const INSTITUTION = new RegExp(
  `\\b(?:${GROUP_SOURCE}|${GROUP_MEMBER_SOURCE})(?:'s|s')?\\s+(?:(?:\\w+\\s+)?(?:${INSTITUTION_SOURCE}))\\b`,
  'gi',
);

const IN_GROUP = new RegExp(
  `\\b(?:we|us|our|my fellow|as an?|i'm an?|i am an?)\\s+(?:${GROUP_SOURCE}|${GROUP_MEMBER_SOURCE})\\b`,
  'i',
);

function straightenQuotes(text: string): string {
  return text.replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"').replace(/[\u2018\u2019]/g, "'");
}

function isNegated(text: string, index: number): boolean {
  return NEGATED_BEFORE.test(text.slice(Math.max(0, index - 60), index));
}

/** The rule a sentence breaks, or null when it does not target a group. */
export function judgeSentence(sentence: string): TargetingRule | null {
  if (!MENTIONS_GROUP.test(sentence)) return null;
  const text = straightenQuotes(sentence);
  // Words the author reports or frames (quoted, attributed, called a myth) are not the author's claim.
  if ((ATTRIBUTION.test(text) && !FIRST_PERSON_ATTRIBUTION.test(text)) || DISTANCING.test(text)) {
    return null;
  }
  const own = text.replace(/"/g, ' ').replace(INSTITUTION, ' the institution ');
  const inGroup = IN_GROUP.test(own);
  for (const rule of TARGETING_RULES) {
    if (rule.inGroupExempt && inGroup) continue;
    const match = rule.pattern.exec(own);
    if (match && !isNegated(own, match.index)) return rule;
  }
  return null;
}

/** Sentences of a text: split after . ! ? … (and closing quotes) before the next capital or quote. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const block of text.split(/\n+/)) {
    for (const part of block.split(
      /(?<=[.!?\u2026]["'\u201d\u2019)\]]*)\s+(?=["'\u201c\u2018([]?[A-Z0-9])/,
    )) {
      const sentence = part.trim();
      if (sentence) sentences.push(sentence);
    }
  }
  return sentences;
}

const MAX_PASSAGE_CHARS = 400;

export function checkPrimeDirective(text: string): PrimeDirectiveVerdict {
  const findings: PrimeDirectiveFinding[] = [];
  for (const block of text.split(/\n+/)) {
    // Most paragraphs name no group: skip them before splitting into sentences.
    if (!MENTIONS_GROUP.test(block)) continue;
    for (const sentence of splitSentences(block)) {
      const rule = judgeSentence(sentence);
      if (!rule) continue;
      const passage =
        sentence.length > MAX_PASSAGE_CHARS
          ? `${sentence.slice(0, MAX_PASSAGE_CHARS - 1)}…`
          : sentence;
      findings.push({ passage, rule: rule.id, label: rule.label });
    }
  }
  return { violates: findings.length > 0, findings };
}
