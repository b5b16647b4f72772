/**
 * Dates as people write them in plans: "2025-11-15", "November 15, 2025", "Nov. 15 2025",
 * "15 November 2025", "15 Nov 2025". Numeric forms other than ISO ("11/15/2025", "15/11/2025")
 * are not read: which number is the month depends on the writer's country.
 */
import { MONTH_NAMES } from './month-names.ts';

const MONTHS: readonly string[] = MONTH_NAMES;
// "sept" before "sep", and every full name before its three-letter start, so the longest wins.
const MONTH = `(${MONTHS.join('|')}|sept|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(\\d{4})';

const FORMS: { pattern: RegExp; parts: (m: RegExpExecArray) => [string, string, string] }[] = [
  {
    pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    parts: (m) => [m[1]!, m[2]!, m[3]!],
  },
  {
    pattern: new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+${YEAR}\\b`, 'gi'),
    parts: (m) => [m[3]!, m[1]!, m[2]!],
  },
  {
    pattern: new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+${YEAR}\\b`, 'gi'),
    parts: (m) => [m[3]!, m[2]!, m[1]!],
  },
];

function monthNumber(written: string): number {
  if (/^\d+$/.test(written)) return Number(written);
  const name = written.toLowerCase().replace(/\.$/, '');
  return MONTHS.findIndex((month) => month.startsWith(name.slice(0, 3))) + 1;
}

/** A real calendar date as yyyy-mm-dd, or null ("February 30" is not one). */
function isoOf(year: string, month: string, day: string): string | null {
  const y = Number(year);
  const m = monthNumber(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (
    m < 1 ||
    date.getUTCFullYear() !== y ||
    date.getUTCMonth() !== m - 1 ||
    date.getUTCDate() !== d
  ) {
    return null;
  }
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export interface WrittenDate {
  /** yyyy-mm-dd */
  iso: string;
  /** Where the date's text starts and ends in the searched text. */
  start: number;
  end: number;
}

/** Every date written in `text`, in the order they appear. */
export function findWrittenDates(text: string): WrittenDate[] {
  const found: WrittenDate[] = [];
  for (const { pattern, parts } of FORMS) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const iso = isoOf(...parts(m));
      const start = m.index;
      const end = start + m[0].length;
      if (iso && !found.some((other) => start < other.end && other.start < end)) {
        found.push({ iso, start, end });
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The first date written in `text` as yyyy-mm-dd, or null. */
export function readWrittenDate(text: string): string | null {
  return findWrittenDates(text)[0]?.iso ?? null;
}
