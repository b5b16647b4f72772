import { wholeNumber } from '../../lib/whole-number.ts';

/** The status bar's figures beside the word count: this session, the selection, reading time. */

/** Adult silent reading of non-fiction, words a minute (Brysbaert 2019's average, 238). */
export const READING_WORDS_PER_MINUTE = 238;

/** Whole minutes to read `words` (at least 1 once there is any text). */
export function readingMinutes(words: number): number {
  return words <= 0 ? 0 : Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}

const number = (count: number) => wholeNumber(Math.abs(count));

export const statusBarTexts = {
  session: (words: number) => `${words < 0 ? '−' : '+'}${number(words)} this session`,
  sessionTitle: 'Net words added since you opened this chapter',
  selection: (words: number) => `${number(words)} selected`,
  readingTime: (words: number) => `${readingMinutes(words)} min read`,
};
