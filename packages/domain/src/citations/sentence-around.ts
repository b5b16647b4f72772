/** Abbreviations whose full stop does not end a sentence. */
const NOT_AN_END =
  /(?:\bal|\be\.g|\bi\.e|\bcf|\bpp?|\bparas?|\bv|\bvs|\bch|\bSt|\bDr|\bMr|\bMrs|\bMs|\bNo|\bVol|\bed|\beds|\bEd|\bEds|\bInc|\bCo|\bJr|\bn\.d|\b\p{Lu}|(?:\p{Lu}\.)+\p{Lu})$/u;

function isSentenceEnd(text: string, index: number): boolean {
  const char = text.charAt(index);
  if (char === '\n') return true;
  if (char !== '.' && char !== '!' && char !== '?') return false;
  const next = text.charAt(index + 1);
  if (next && !/[\s"”’)]/u.test(next)) return false;
  return char !== '.' || !NOT_AN_END.test(text.slice(Math.max(0, index - 8), index));
}

/** The sentence around [start, end) of `text`: the context snippet of a citation. */
export function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && !isSentenceEnd(text, from - 1)) from--;
  let to = end;
  while (to < text.length && !isSentenceEnd(text, to)) to++;
  return text.slice(from, Math.min(text.length, to + 1)).trim();
}
