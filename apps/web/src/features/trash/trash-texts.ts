import { wholeNumber } from '../../lib/whole-number.ts';

/** Texts of the Trash page. */
export const trashTexts = {
  nav: 'Trash',
  title: 'Trash',
  intro: 'Deleted books and chapters stay here for 30 days, then they are deleted for good.',
  empty: 'The Trash is empty.',
  emptyTrash: 'Empty Trash',
  emptyTrashItem: 'everything in the Trash',
  emptyTrashTitle: 'Empty the Trash',
  restore: 'Restore',
  deleteForever: 'Delete forever',
  deleteForeverTitle: 'Delete forever',
  book: 'Book',
  chapter: 'Chapter',
  inBook: (title: string) => `in “${title}”`,
  chapters: (count: number) => `${count} ${count === 1 ? 'chapter' : 'chapters'}`,
  words: (count: number) => `${wholeNumber(count)} ${count === 1 ? 'word' : 'words'}`,
  deletedOn: (date: string) => `Deleted ${date}`,
  purgedOn: (date: string) => `deleted for good on ${date}`,
  restored: (title: string) => `Restored “${title}”.`,
  deleted: (title: string) => `Deleted “${title}” for good.`,
  emptied: 'The Trash is empty.',
  failed: (message: string) => `That did not work: ${message}`,
};
