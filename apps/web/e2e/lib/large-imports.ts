/**
 * About 40 KB of Markdown per chapter (6 MB for 150): well over the size imported as a job
 * (128 KB), and seconds of parsing on the server.
 */
export function largeManuscript(chapters: number): string {
  const paragraph =
    'The committee met again on Thursday and agreed, after a long discussion of the minutes, ' +
    'that the circulated draft would be read once more before anyone signed anything at all. ';
  const body = Array.from({ length: 40 }, () => paragraph.repeat(6)).join('\n\n');
  return Array.from({ length: chapters }, (_, i) => `# Part ${i + 1}\n\n${body}\n`).join('\n');
}

/** A BibTeX file of `entries` articles (700: about 180 KB, over the size imported as a job). */
export function largeBibliography(entries: number): string {
  return Array.from(
    { length: entries },
    (_, i) =>
      `@article{study${i + 1},\n  author = {Okafor${i + 1}, Adaeze and Lindqvist, Per},\n` +
      `  title = {Field study number ${i + 1} of hiring committees and the minutes they keep},\n` +
      `  journal = {Journal of Organisational Receipts},\n  volume = {${(i % 40) + 1}},\n` +
      `  pages = {${i + 1}--${i + 20}},\n  year = {${1990 + (i % 30)}}\n}\n`,
  ).join('\n');
}
