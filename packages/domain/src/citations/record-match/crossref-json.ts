/** Small readers for the loosely typed JSON of a Crossref reply. */

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** Crossref gives most strings as one-item arrays (`title: ["…"]`). */
export const firstText = (value: unknown): string | null =>
  Array.isArray(value) ? (value.map(text).find((item) => item !== null) ?? null) : text(value);

export const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item) => item !== null) : [];

/** `{ "date-parts": [[2019, 3, 14]] }` → [2019, 3, 14]; null when there is no year. */
export function dateParts(value: unknown): number[] | null {
  if (!isObject(value)) return null;
  const parts = value['date-parts'];
  const first = Array.isArray(parts) && Array.isArray(parts[0]) ? parts[0] : null;
  if (!first) return null;
  // An unknown date comes as [[null]]: no year, not year 0.
  const numbers = first.map((part) =>
    typeof part === 'number' || typeof part === 'string' ? Number(part) : NaN,
  );
  const valid = numbers.length > 0 && numbers.every((part) => Number.isInteger(part) && part > 0);
  return valid ? numbers : null;
}

/** [2019, 3, 4] → "2019-03-04"; shorter when the date is. */
export const isoDate = (parts: readonly number[]): string =>
  parts
    .map((part, index) => (index === 0 ? String(part) : String(part).padStart(2, '0')))
    .join('-');
