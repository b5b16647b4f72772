import { plural, type Pace, type ToastMessage } from '@receipts/domain';
import { wholeNumber } from '../../lib/whole-number.ts';

const n = wholeNumber;

/** '31 March', with the year when it is not this year's ('31 March 2027'). */
export function paceDate(day: string, today: string): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The pace a book's target and deadline ask for, as one sentence (null without a deadline). */
export function paceSentence(
  pace: Pace,
  target: number,
  deadline: string | null,
  today: string,
): string | null {
  if (!deadline || pace.daysLeft === null) return null;
  const by = paceDate(deadline, today);
  if (pace.wordsPerDay === 0) return `Target of ${n(target)} words reached`;
  if (pace.wordsPerDay === null)
    return `The deadline (${by}) has passed: ${n(pace.remainingWords)} words still to write`;
  return `${n(pace.wordsPerDay)} ${pace.wordsPerDay === 1 ? 'word' : 'words'} a day to reach ${n(target)} by ${by}`;
}

export const goalTexts = {
  title: 'Writing goal',
  today: (words: number) => `${n(words)} ${Math.abs(words) === 1 ? 'word' : 'words'} today`,
  ofGoal: (goal: number) => `of ${n(goal)} a day`,
  noGoal: 'No daily goal yet.',
  goalMet: 'Goal met today',
  streak: (days: number) => (days === 0 ? 'No streak yet' : `${plural(days, 'day')} in a row`),
  progressLabel: 'Words today against the daily goal',
  goalInput: 'Daily word goal',
  goalHint: 'Net words of your saves; days in this browser’s time zone.',
  setGoal: 'Set goal',
  changeGoal: 'Change goal',
  save: 'Save goal',
  clear: 'No goal',
  cancel: 'Cancel',
  saved: { title: 'Success', description: 'Daily goal saved' } satisfies ToastMessage,
  saveFailed: (reason: string): ToastMessage => ({
    title: 'Could Not Save Goal',
    description: reason,
  }),
  paceHeading: 'Pace needed',
  bookToday: (words: number) =>
    `${n(words)} ${Math.abs(words) === 1 ? 'word' : 'words'} written today`,
  noDeadline: 'Set a deadline to see the pace needed.',
};
