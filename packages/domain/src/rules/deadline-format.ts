import { messages } from '../messages.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * 'YYYY-MM-DD' (or an ISO timestamp, whose date part is used) as 'Mon d, yyyy', e.g. 'Mar 5, 2026'.
 * Read from the digits, never through Date, so no time zone can move the day.
 * null, empty or unreadable values give null.
 */
export function formatIsoDate(value: string | null | undefined): string | null {
  const match = value ? DATE_PREFIX.exec(value.trim()) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName || Number(day) < 1 || Number(day) > 31) return null;
  return `${monthName} ${Number(day)}, ${year}`;
}

/** The book detail's Deadline card: the formatted date, or 'No deadline set'. */
export function formatDeadline(deadline: string | null | undefined): string {
  return formatIsoDate(deadline) ?? messages.bookDetail.noDeadline;
}
