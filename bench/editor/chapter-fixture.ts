/**
 * A deterministic chapter of `words` words in the editor's schema: paragraphs of 40 to 70 words with
 * some bold, italic, highlight and links, a heading every 20 paragraphs and a list now and then.
 * 100,000 words is about 650 KB of HTML, the size the issue sets for the editor's budgets.
 */
const WORDS = [
  'the',
  'ledger',
  'shows',
  'receipts',
  'of',
  'every',
  'promise',
  'made',
  'and',
  'broken',
  'by',
  'institutions',
  'whose',
  'satire',
  'writes',
  'itself',
  'in',
  'footnotes',
  '(Doe,',
  '2021).',
];

export function chapterFixture(words: number): string {
  const parts: string[] = [];
  let written = 0;
  let paragraph = 0;
  let state = 12345;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  while (written < words) {
    if (paragraph % 20 === 0) parts.push(`<h2>Part ${paragraph / 20 + 1}</h2>`);
    const length = Math.min(words - written, 40 + next(31));
    const tokens: string[] = [];
    for (let i = 0; i < length; i++) {
      const word = WORDS[next(WORDS.length)]!;
      const roll = next(100);
      tokens.push(
        roll < 3
          ? `<strong>${word}</strong>`
          : roll < 5
            ? `<em>${word}</em>`
            : roll < 6
              ? `<mark>${word}</mark>`
              : roll < 7
                ? `<a href="https://doi.org/10.1/${written + i}">${word}</a>`
                : word,
      );
    }
    written += length;
    const text = tokens.join(' ');
    parts.push(paragraph % 30 === 9 ? `<ul><li><p>${text}</p></li></ul>` : `<p>${text}</p>`);
    paragraph++;
  }
  return parts.join('');
}
