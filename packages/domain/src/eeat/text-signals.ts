/**
 * Measurable signals of a chapter's prose: counts of word patterns, and how well consecutive
 * paragraphs hold together. Every function is a pure count over the text, so the same text always
 * gives the same figures.
 */

export const count = (text: string, pattern: RegExp): number => {
  let n = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) n++;
  return n;
};

export const HEDGING =
  /\b(?:may|might|could|suggests?|likely|unlikely|appears?|seems?|estimated|approximately|roughly|about \d|evidence (?:indicates|suggests)|in part|according to|reportedly|probably|perhaps)\b/gi;

export const DISCLOSURE =
  /\b(?:disclosure|conflict of interest|methodology|our method|my method|data (?:come|came|are|were) from|I (?:interviewed|reviewed|analy[sz]ed|counted|obtained|filed)|we (?:interviewed|reviewed|analy[sz]ed|counted|obtained)|funded by|sources? (?:include|are)|caveat|limitations?)\b/gi;

/** Irony, mock praise, scare quotes, rhetorical questions, hyperbole and juxtaposition. */
export const SATIRE_DEVICES =
  /\b(?:of course|naturally|surely|apparently|obviously|needless to say|what could possibly go wrong|brilliant(?:ly)?|genius|heroic(?:ally)?|noble|generous(?:ly)?|in (?:their|its|his|her) (?:infinite )?wisdom|bravely|selflessly|shocking(?:ly)?|who could have (?:predicted|guessed)|nothing to see here|thoughts and prayers|literally|every single|of all time|unprecedented|meanwhile|in the same breath|the same (?:week|day|month|year)|a modest proposal|rest assured|fear not|good news)\b|["\u201c][^"\u201d\s]+(?:\s[^"\u201d\s]+){0,2}["\u201d]|\?/gi;

/** Accusations that need receipts: the author says someone did wrong. */
export const ACCUSATION =
  /\b(?:corrupt\w*|fraud\w*|genocid\w*|apartheid|criminal\w*|lie[sd]?|lying|abuse[sd]?|illegal\w*|unlawful\w*|violat\w+|embezzl\w+|brib\w+|cover-?up|torture[sd]?|massacre[sd]?|theft|stole|stealing|launder\w*|war crimes?|ethnic cleansing|discriminat\w+|exploit\w*)\b/gi;

/** Words that show the chapter is about systems and institutions. */
export const SYSTEM_VOCABULARY =
  /\b(?:polic(?:y|ies)|system(?:s|ic)?|institution(?:s|al)?|laws?|legislation|government|regime|corporat\w+|markets?|budgets?|programs?|programmes?|agenc(?:y|ies)|courts?|structur\w+|industr(?:y|ies)|administration|ministry|department|bureaucra\w+|incentives?|funding|lobby\w*)\b/gi;

/** Paragraph openings that tie a paragraph to the one before. */
export const CONNECTIVE_START =
  /^(?:however|but|yet|so|thus|therefore|meanwhile|this|that|these|those|in short|in other words|consider|take|still|instead|moreover|finally|first|second|third|then|which|because|and|as a result|even so|worse|better|to be fair|in fact|indeed|by contrast|similarly|likewise)\b/i;

const STOP_WORDS = new Set(
  'the a an and or but of to in on at for with by from as is are was were be been it its this that these those they them their he she his her we our you your i not no so if then than which who whom what when where why how all any some more most such into over under about after before also can could would should may might will just only very there here'.split(
    ' ',
  ),
);

function contentWords(paragraph: string): Set<string> {
  const words = new Set<string>();
  for (const word of paragraph.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []) {
    if (!STOP_WORDS.has(word)) words.add(word);
  }
  return words;
}

/** Mean Jaccard overlap of content words between consecutive paragraphs (0 when fewer than two). */
export function paragraphCoherence(paragraphs: readonly string[]): number {
  if (paragraphs.length < 2) return 0;
  let total = 0;
  let previous = contentWords(paragraphs[0]!);
  for (let i = 1; i < paragraphs.length; i++) {
    const current = contentWords(paragraphs[i]!);
    let shared = 0;
    for (const word of current) if (previous.has(word)) shared++;
    const union = previous.size + current.size - shared;
    total += union === 0 ? 0 : shared / union;
    previous = current;
  }
  return total / (paragraphs.length - 1);
}
