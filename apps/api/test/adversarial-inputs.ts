/**
 * Inputs built to make the server do the most work per byte: shared by the bounded-work tests and
 * `pnpm bench:adversarial`.
 */

/** A distinct surname for each index: Aaa, Aab, …, then Baa, … (letters only, as surnames are). */
export function surname(index: number): string {
  const letter = (n: number, base: number) => String.fromCharCode(base + (n % 26));
  return `${letter(Math.floor(index / 676), 65)}${letter(Math.floor(index / 26), 97)}${letter(index, 97)}x`;
}

/**
 * A chapter of about `bytes` of HTML that cites `works` distinct works in one long paragraph
 * without a full stop, all of the same year, over a reference list of as many entries that none
 * of them matches (same year, other first authors): the worst case for pairing works with entries
 * and for finding each citation's sentence.
 */
export function unmatchedCitationsChapter(bytes: number): { html: string; works: number } {
  const cite = (i: number) => `claim ${i} holds (${surname(i)}, 2001) `;
  const entry = (i: number) =>
    `<p>Other${surname(i).toLowerCase()}, Q. (2001). A title of work ${i}. Journal of Things, 1(2), 3–4.</p>`;
  const pairBytes = cite(9999).length + entry(9999).length;
  const works = Math.floor((bytes - 100) / pairBytes);
  const prose = Array.from({ length: works }, (_, i) => cite(i)).join('');
  const list = Array.from({ length: works }, (_, i) => entry(i)).join('');
  return { html: `<p>${prose}</p><h2>References</h2>${list}`, works };
}

/** A Markdown master plan with `chapters` chapter headings and `milestones` milestone lines. */
export function hugeMasterPlan(chapters: number, milestones: number): string {
  const chapterLines = Array.from(
    { length: chapters },
    (_, i) => `### Chapter ${i + 1}: Part ${i + 1}`,
  );
  const milestoneLines = Array.from({ length: milestones }, (_, i) => `- Milestone ${i + 1}`);
  return [
    '# A Very Long Plan',
    '',
    '## Chapters',
    '',
    ...chapterLines,
    '',
    '## Milestones',
    '',
    ...milestoneLines,
    '',
  ].join('\n');
}
