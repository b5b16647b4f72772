/**
 * A deterministic chapter of about `words` words: paragraphs of 30-60 words with bold, italic,
 * underline, highlight, links and classed spans (so it is foreign HTML, not this package's own),
 * headings every 25 paragraphs, a few lists and aligned blocks.
 * 100,000 words come out at roughly 700 KB of HTML, the size the brief sets as the target.
 */
const vocabulary = [
  'the',
  'receipts',
  'of',
  'power',
  'satire',
  'publisher',
  'archive',
  'testimony',
  'and',
  'a',
  'record',
  'colonial',
  'ledger',
  'footnote',
  'evidence',
  'is',
  'in',
  'that',
  'chapter',
  'history',
  "didn't",
  '2026',
  'e-mail',
  'claims',
  'source',
  'witness',
  'to',
  'for',
  'with',
  'documented',
];

export function chapterFixture(words: number): string {
  let html = '';
  let count = 0;
  let paragraph = 0;
  let seed = 7;
  // mulberry32: small, deterministic, and without the short low-bit cycles of a plain LCG.
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  while (count < words) {
    if (paragraph % 25 === 0) html += `<h2>Part ${paragraph / 25 + 1}: the ledger</h2>`;
    const length = 30 + (next() % 31);
    let text = '';
    for (let w = 0; w < length; w++) {
      const word = vocabulary[next() % vocabulary.length]!;
      const roll = next() % 100;
      if (roll < 4) text += `<strong>${word}</strong> `;
      else if (roll < 7) text += `<em>${word}</em> `;
      else if (roll < 8) text += `<u>${word}</u> `;
      else if (roll < 9) text += `<mark>${word}</mark> `;
      else if (roll < 10) text += `<a href="https://doi.org/10.1000/${count + w}">${word}</a> `;
      else if (roll < 12) text += `<span class="c${roll}">${word}</span> `;
      else text += `${word} `;
    }
    count += length;
    if (paragraph % 40 === 7) html += `<ul><li><p>${text}</p></li></ul>`;
    else if (paragraph % 10 === 3) html += `<p style="text-align: center">${text}</p>`;
    else html += `<p>${text}</p>`;
    paragraph++;
  }
  return html;
}
