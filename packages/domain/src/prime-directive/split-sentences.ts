/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATION =
  /\b(?:e\.g|i\.e|dr|mr|mrs|ms|st|vs|etc|al|fig|vol|pp|cf|approx|inc|ltd|jr|sr|prof)\.$/i;

/**
 * Sentences of a paragraph: a sentence ends after . ! ? or … (and any closing quotes or brackets)
 * followed by a space. One pass; abbreviations such as "e.g." and "et al." do not end one.
 */
export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let i = 0; i < paragraph.length; i += 1) {
    const ch = paragraph[i]!;
    if (ch !== '.' && ch !== '!' && ch !== '?' && ch !== '\u2026') continue;
    let end = i + 1;
    while (end < paragraph.length && /[.!?\u2026"'\u201d\u2019)\]]/.test(paragraph[end]!)) end += 1;
    if (end < paragraph.length && !/\s/.test(paragraph[end]!)) continue;
    if (ch === '.' && ABBREVIATION.test(paragraph.slice(Math.max(start, i - 8), i + 1))) continue;
    const sentence = paragraph.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
    i = end - 1;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}
