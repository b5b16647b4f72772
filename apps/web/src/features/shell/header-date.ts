const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The header's date, e.g. 'Saturday, November 21, 2026' (US English, the spec's language). Written
 * out by hand: the first `toLocaleDateString` with these options builds a date formatter, some
 * 80 ms of a phone's first render of every page.
 */
export function headerDate(now: Date): string {
  return `${WEEKDAYS[now.getDay()]}, ${MONTHS[now.getMonth()]} ${now.getDate()}, ${now.getFullYear()}`;
}
