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

/** A context snippet is at most this many characters: the sentence, or a window of it around the citation. */
export const CONTEXT_SNIPPET_MAX_CHARS = 500;

const ELLIPSIS = '…';

/**
 * At most `max` characters of [from, to) around the citation [start, end): the citation and an
 * even share of the text on each side, an ellipsis where the sentence goes on.
 */
function windowAround(
  text: string,
  span: { from: number; to: number; start: number; end: number },
  cut: { before: boolean; after: boolean },
  max: number,
): string {
  const budget = max - 2 * ELLIPSIS.length;
  if (span.end - span.start >= budget) {
    return text.slice(span.start, span.start + max - ELLIPSIS.length) + ELLIPSIS;
  }
  const spare = budget - (span.end - span.start);
  let left = Math.max(span.from, span.start - Math.ceil(spare / 2));
  const right = Math.min(span.to, span.end + spare - (span.start - left));
  left = Math.max(span.from, left - (spare - (span.start - left) - (right - span.end)));
  const before = cut.before || left > span.from ? ELLIPSIS : '';
  const after = cut.after || right < span.to ? ELLIPSIS : '';
  return `${before}${text.slice(left, right).trim()}${after}`;
}

/**
 * The sentence around [start, end) of `text`: the context snippet of a citation. The search stops
 * `max` characters either side, so a text without full stops costs no more than a short one, and
 * a sentence longer than `max` characters gives a window of it around the citation.
 */
export function sentenceAround(
  text: string,
  start: number,
  end: number,
  max = CONTEXT_SNIPPET_MAX_CHARS,
): string {
  const floor = Math.max(0, start - max);
  let from = start;
  while (from > floor && !isSentenceEnd(text, from - 1)) from--;
  const ceiling = Math.min(text.length, end + max);
  let to = end;
  while (to < ceiling && !isSentenceEnd(text, to)) to++;
  const sentence = text.slice(from, Math.min(text.length, to + 1)).trim();
  if (sentence.length <= max) return sentence;
  return windowAround(
    text,
    { from, to: Math.min(text.length, to + 1), start, end },
    { before: from === floor && from > 0, after: to === ceiling && to < text.length },
    max,
  );
}
