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
    // Compared as character codes: no one-character string per character of the paragraph.
    const code = paragraph.charCodeAt(i);
    if (code !== 0x2e && code !== 0x21 && code !== 0x3f && code !== 0x2026) continue;
    const ch = paragraph[i]!;
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
