import { explainFinding } from './explain-finding.ts';
import { findAttack } from './find-attack.ts';
import { GROUP_LEXICON } from './group-lexicon.ts';
import type { Category } from './hate-constructions.ts';
import { readParagraph } from './read-paragraph.ts';
import { splitSentences } from './split-sentences.ts';
import type { WordCache } from './word-facts.ts';

/*
 * The Prime Directive (SPEC §3): content that targets people as an ethnic or religious group scores
 * 0; critique of systems or institutions is allowed. The engine reads a chapter as a reader does:
 *   1. normalise each sentence and read disguised words back (normalise-text.ts, read-words.ts);
 *   2. find the groups it names, and carry a group through "they", "them", "those people" into
 *      the next sentences (tag-groups.ts, read-paragraph.ts);
 *   3. look for the constructions of hatred, contempt, dehumanisation, threats, negative
 *      attributes and implicit derogation, and slurs (hate-constructions.ts, find-attack.ts);
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

const MAX_PASSAGE_CHARS = 400;
const clip = (text: string) =>
  text.length > MAX_PASSAGE_CHARS ? `${text.slice(0, MAX_PASSAGE_CHARS - 1)}…` : text;

/** Judges one sentence (or a short passage) on its own: its category and group, or null. */
export function judgeSentence(sentence: string): { category: Category; group: string } | null {
  const readings = readParagraph(sentence.replace(/\n+/g, ' '), new Map());
  for (let i = 0; i < readings.length; i += 1) {
    const hit = findAttack(readings, i);
    if (hit) return { category: hit.category, group: GROUP_LEXICON[hit.group]!.label };
  }
  return null;
}

export function checkPrimeDirective(text: string): PrimeDirectiveVerdict {
  const findings: PrimeDirectiveFinding[] = [];
  const cache: WordCache = new Map();
  for (const paragraph of text.split(/\n+/)) {
    if (!paragraph.trim()) continue;
    const readings = readParagraph(paragraph, cache);
    for (let i = 0; i < readings.length; i += 1) {
      const hit = findAttack(readings, i);
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

export { splitSentences };
