import { BOOK_GENRES, type BookGenre, type PlannedMilestone } from '@receipts/domain';

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

/** "Draft complete - 2027-01-15: description" → title, description, deadline. */
export function readMilestone(text: string): PlannedMilestone {
  const date = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text)?.[1] ?? null;
  const withoutDate = date
    ? text
        .replace(/\(?\s*(?:due|by|deadline)?\s*:?\s*\d{4}-\d{2}-\d{2}\s*\)?/i, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : text;
  const split = /^(.+?)(?::\s+|\s+[–—-]\s+)(.+)$/.exec(withoutDate);
  const title = (split?.[1] ?? withoutDate).replace(/[\s:–—-]+$/, '').trim();
  return { title: title || text, description: split?.[2]?.trim() || null, deadline: date };
}
