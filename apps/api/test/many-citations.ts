const SURNAMES = [
  'Abbott',
  'Barlow',
  'Carver',
  'Dalton',
  'Ellison',
  'Fairbanks',
  'Garner',
  'Hollis',
  'Ingram',
  'Jarvis',
];

/** A chapter citing `count` distinct works (no reference list): one citation row each once extracted. */
export function chapterCiting(count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const author = SURNAMES[i % SURNAMES.length];
    const year = 1990 + Math.floor(i / SURNAMES.length);
    return `<p>Field study number ${i + 1} reports a steady effect on hiring (${author}, ${year}).</p>`;
  }).join('');
}
