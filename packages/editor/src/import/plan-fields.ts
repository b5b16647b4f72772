import {
  BOOK_GENRES,
  findWrittenDates,
  readWrittenDate,
  TEXT_LIMITS,
  type BookGenre,
  type PlannedMilestone,
} from '@receipts/domain';

/**
 * A reader of "Label: value" (also "Label - value", "Label – value"): the value, when the label
 * matches. The pattern is compiled once, here.
 */
function labelled(label: RegExp): (text: string) => string | null {
  const pattern = new RegExp(`^(?:${label.source})\\s*(?::|\\s[-–—])\\s*(.+)$`, 'i');
  return (text) => pattern.exec(text)?.[1]?.trim() || null;
}

const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

function parseSmallNumber(text: string): number | null {
  if (/^\d{1,4}$/.test(text)) return Number(text);
  const index = NUMBER_WORDS.indexOf(text.toLowerCase());
  return index >= 0 ? index + 1 : null;
}

/** "80,000", "80 000", "80000", "80k", "80K words". */
function parseWordCount(text: string): number | null {
  const match = /(\d{1,3}(?:[,. \u00a0]\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?/i.exec(text);
  if (!match?.[1]) return null;
  const digits = match[2] ? Number(match[1]) * 1000 : Number(match[1].replace(/[,. \u00a0]/g, ''));
  return Number.isFinite(digits) && digits > 0 && digits < 10_000_000 ? Math.round(digits) : null;
}

export const readTitle = labelled(/(?:book\s+)?title/);
export const readSubtitle = labelled(/sub-?title/);
export const readAuthor = labelled(/authors?|written\s+by|author\s+name/);
const deadlineValue = labelled(
  /(?:final\s+|manuscript\s+|submission\s+)?(?:deadline|due(?:\s+date)?)|due\s+by/,
);
const isbnValue = labelled(/isbn(?:-1[03])?/);

/**
 * "Deadline: March 31, 2026", "Due: 2026-03-31", "Manuscript due: 31 Mar 2026": the date, or
 * undefined when the line is not a deadline line. A deadline line without a date it can read gives
 * null (the line is still the book's, never its description).
 */
export function readDeadline(text: string): string | null | undefined {
  const value = deadlineValue(text);
  return value === null ? undefined : readWrittenDate(value);
}

/** "ISBN: 978-1-4028-9462-6" (kept as written, within the ISBN field's length). */
export function readIsbn(text: string): string | null {
  return isbnValue(text)?.slice(0, TEXT_LIMITS.isbn) ?? null;
}
export const readDescription = labelled(/description|synopsis|summary|logline|premise/);
const seriesValue = labelled(/series/);
const genreValue = labelled(/genre/);
const wordCountValue = labelled(/(?:target\s+)?(?:word\s*count|words|length)|target/);
const chapterCountValue = labelled(
  /(?:target\s+)?(?:chapter\s*count|chapters|number\s+of\s+chapters)|target\s+chapter\s+count/,
);

/** "Series: Corporate Receipts, Book 2" / "Series: Corporate Receipts (Book Two)" / "… #2". */
export function readSeries(text: string): { name: string; number: number | null } | null {
  const value = seriesValue(text);
  if (!value) return null;
  const match =
    /^(.*?)[\s,;(–—-]+(?:book|volume|vol\.?|no\.?|number|#)\s*#?\s*(\d{1,4}|[a-z]+)\)?\s*$/i.exec(
      value,
    );
  const number = match?.[2] ? parseSmallNumber(match[2]) : null;
  if (match?.[1] && number !== null) return { name: match[1].trim(), number };
  return { name: value, number: null };
}

const normaliseGenre = (text: string) =>
  text
    .toLowerCase()
    .replace(/\band\b/g, '&')
    .replace(/[^a-z&]+/g, '');

/** A "Genre: …" line naming one of the house genres (SPEC §3). */
export function readGenre(text: string): BookGenre | null {
  const value = genreValue(text);
  if (!value) return null;
  const wanted = normaliseGenre(value);
  return BOOK_GENRES.find((genre) => normaliseGenre(genre) === wanted) ?? null;
}

/** "Target word count: 80,000", "Word count: 80k", "Target length: 75,000 words". */
export function readTargetWordCount(text: string): number | null {
  const value =
    wordCountValue(text) ?? (/\btarget\b/i.test(text) && /\bwords\b/i.test(text) ? text : null);
  if (!value || (/chapters?/i.test(value) && !/words/i.test(value))) return null;
  return parseWordCount(value);
}

/** "Target chapters: 12", "Chapter count: 12", "Number of chapters: 12". */
export function readTargetChapterCount(text: string): number | null {
  const value = chapterCountValue(text);
  const number = value ? /^(\d{1,3})\b/.exec(value)?.[1] : undefined;
  return number ? Number(number) : null;
}

/** Words that join a milestone to its date: "due", "by", "deadline", and what surrounds them. */
const DATE_LEAD = /[\s(,;:–—-]*(?:\b(?:due|by|deadline|on|target(?:ed)?|date)\b\s*:?\s*)*$/i;

/**
 * "Outline approved: due November 15, 2025", "Draft complete - 2027-01-15: description",
 * "15 Nov 2025 – Review" → title, description, deadline (the first date written, in any form
 * readWrittenDate reads).
 */
export function readMilestone(text: string): PlannedMilestone {
  const date = findWrittenDates(text)[0];
  const withoutDate = date
    ? `${text.slice(0, date.start).replace(DATE_LEAD, '')} ${text.slice(date.end).replace(/^\s*\)/, '')}`
        .replace(/\(\s*\)/g, ' ')
        .replace(/^[\s:–—-]+/, '')
        .replace(/\s+/g, ' ')
        .trim()
    : text;
  const split = /^(.+?)(?::\s+|\s+[–—-]\s+)(.+)$/.exec(withoutDate);
  const title = (split?.[1] ?? withoutDate).replace(/[\s:–—-]+$/, '').trim();
  return {
    title: title || text,
    description: split?.[2]?.trim() || null,
    deadline: date?.iso ?? null,
  };
}

/**
 * One line that holds several dated milestones, as a PDF's layout or a Markdown soft wrap joins
 * them ("Outline: due Nov 15, 2025 Draft: due 15 Jan 2026"), cut into one entry per date: after
 * each date when the line ends with one, before each date when it starts with one.
 */
export function splitDatedEntries(text: string): string[] {
  const dates = findWrittenDates(text);
  if (dates.length < 2) return [text];
  const datesLead = dates[0]!.start === text.search(/\S/);
  const cuts = datesLead
    ? dates.slice(1).map((d) => d.start)
    : dates.slice(0, -1).map((d) => d.end);
  const entries: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    // A closing bracket right after a date belongs to it.
    const at = datesLead ? cut : cut + (/^\s*\)/.exec(text.slice(cut))?.[0].length ?? 0);
    entries.push(text.slice(from, at));
    from = at;
  }
  entries.push(text.slice(from));
  return entries.map((entry) => entry.replace(/^[\s,;]+|[\s,;]+$/g, '')).filter(Boolean);
}
