/**
 * Writing goals as pure rules: the calendar day of an instant in the writer's time zone, the streak
 * of days that met the daily goal, and the pace a book's target and deadline ask for.
 * Days are 'YYYY-MM-DD' strings throughout; arithmetic on them goes through UTC midnights, so no
 * time zone or daylight-saving change can move a day.
 */

const DAY_MS = 86_400_000;

/** True when the runtime knows the IANA time zone name (e.g. 'Europe/Berlin', 'UTC'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.trim() !== '';
  } catch {
    return false;
  }
}

/** The calendar day ('YYYY-MM-DD') that `instant` falls on in `timeZone`. */
export function dayInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day `count` days after `day` (before, for a negative count). */
export function addDays(day: string, count: number): string {
  return new Date((dayNumber(day) + count) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Consecutive days up to today on which the goal was met. Today still open does not break the
 * streak: before the goal is met today, the streak is the run ending yesterday.
 * `metDays` are the days whose net words reached the goal, in any order.
 */
export function writingStreak(metDays: readonly string[], today: string): number {
  const met = new Set(metDays);
  let day = met.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (met.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export interface PaceInput {
  targetWordCount: number;
  currentWordCount: number;
  deadline: string | null;
  today: string;
}

export interface Pace {
  remainingWords: number;
  /** Days left to write, today and the deadline's day included; null without a deadline. */
  daysLeft: number | null;
  /** Words a day from today to reach the target on the deadline; null without a deadline or once it has passed. */
  wordsPerDay: number | null;
}

/** What a book's target and deadline ask for from today on. */
export function writingPace({
  targetWordCount,
  currentWordCount,
  deadline,
  today,
}: PaceInput): Pace {
  const remainingWords = Math.max(0, targetWordCount - currentWordCount);
  if (!deadline) return { remainingWords, daysLeft: null, wordsPerDay: null };
  const daysLeft = Math.max(0, daysBetween(today, deadline) + 1);
  const wordsPerDay =
    remainingWords === 0 ? 0 : daysLeft === 0 ? null : Math.ceil(remainingWords / daysLeft);
  return { remainingWords, daysLeft, wordsPerDay };
}
