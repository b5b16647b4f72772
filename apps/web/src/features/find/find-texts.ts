/** Texts of find and replace (the editor's Ctrl+F panel and the book-wide search). */
export const findTexts = {
  panelLabel: 'Find and replace',
  find: 'Find',
  replaceWith: 'Replace with',
  caseSensitive: 'Match case',
  wholeWord: 'Whole word',
  regex: 'Regular expression',
  next: 'Next match',
  previous: 'Previous match',
  replace: 'Replace',
  replaceAll: 'Replace all',
  close: 'Close find',
  count: (current: number, total: number) =>
    total === 0
      ? 'No matches'
      : current < 0
        ? `${total} ${total === 1 ? 'match' : 'matches'}`
        : `${current + 1} of ${total}`,
  replaced: (count: number) => `Replaced ${count} ${count === 1 ? 'match' : 'matches'}.`,
  blockedSome: (count: number) =>
    `${count} ${count === 1 ? 'match runs' : 'matches run'} across a footnote or a line break and cannot be replaced as one piece; ${count === 1 ? 'it was' : 'they were'} left as ${count === 1 ? 'it was' : 'they were'}.`,
  citationAsk: (citations: string[]) =>
    `This would change the author or year of ${citations.length === 1 ? 'an in-text citation' : `${citations.length} in-text citations`} (${[...new Set(citations)].slice(0, 3).join('; ')}), which would then no longer match ${citations.length === 1 ? 'its reference' : 'their references'}.`,
  citationConfirm: 'Replace anyway',
  cancel: 'Cancel',
  // Book-wide search.
  bookTitle: 'Search the book',
  bookDescription:
    'Find in every chapter, and replace one match or all. Each changed chapter keeps its old text as a revision.',
  search: 'Search',
  searching: 'Searching…',
  chapterCount: (count: number) => `${count} ${count === 1 ? 'match' : 'matches'}`,
  totalIn: (total: number, chapters: number) =>
    `${total} ${total === 1 ? 'match' : 'matches'} in ${chapters} ${chapters === 1 ? 'chapter' : 'chapters'}`,
  truncated: (shown: number) => `The first ${shown} are listed.`,
  showMore: (count: number) => `Show the next ${count} ${count === 1 ? 'match' : 'matches'}`,
  notReplaceable: 'Runs across a footnote or a line break: cannot be replaced',
  openChapter: 'Open chapter',
  bookReplaced: (count: number, chapters: number) =>
    `Replaced ${count} ${count === 1 ? 'match' : 'matches'} in ${chapters} ${chapters === 1 ? 'chapter' : 'chapters'}. Undo from each chapter's Revisions.`,
};
