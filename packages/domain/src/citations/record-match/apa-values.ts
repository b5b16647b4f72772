import type { CslItem, CslName } from '../csl-item.ts';
import { cslPlainText } from './rich-text.ts';

/** The values of a CSL item's fields as an APA 7 reference writes them, for showing a difference. */

/** "François" → "F."; "Pierre-Nicolas" → "P.-N."; "C. M." stays. */
export function initials(given: string): string {
  return given
    .split(/\s+/u)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .map((part) => (/^\p{L}/u.test(part) ? `${part[0]?.toUpperCase()}.` : part))
        .join('-'),
    )
    .join(' ');
}

const apaName = (name: CslName): string => {
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  if (!family) return name.literal ?? '';
  const given = [name.given ? initials(name.given) : null, name['dropping-particle']]
    .filter(Boolean)
    .join(' ');
  const suffix = name.suffix ? `, ${name.suffix}` : '';
  return given ? `${family}, ${given}${suffix}` : family;
};

/** APA 7 author list: up to 20 names, "&" before the last; from 21, the first 19, "…", the last. */
export function apaAuthors(names: readonly CslName[] | undefined): string | null {
  const written = (names ?? []).map(apaName).filter(Boolean);
  if (written.length === 0) return null;
  if (written.length === 1) return written[0] ?? null;
  if (written.length > 20) return `${written.slice(0, 19).join(', ')}, . . . ${written.at(-1)}`;
  return `${written.slice(0, -1).join(', ')}, & ${written.at(-1)}`;
}

/** The year of a CSL date: its first date part, or four digits of its raw or literal form. */
export function yearOf(date: CslItem['issued'] | unknown): number | null {
  if (typeof date !== 'object' || date === null) return null;
  const { 'date-parts': parts, raw, literal } = date as NonNullable<CslItem['issued']>;
  const first = parts?.[0]?.[0];
  const year = typeof first === 'string' ? Number.parseInt(first, 10) : first;
  if (typeof year === 'number' && Number.isInteger(year)) return year;
  // "2019a", "2019/2020": the first four digits that stand alone as a year.
  const written = /(?<!\d)(\d{4})(?!\d)/u.exec(raw ?? literal ?? '');
  return written ? Number(written[1]) : null;
}

export const apaYear = (item: CslItem): string => String(yearOf(item.issued) ?? 'n.d.');

/** Page ranges with an en dash, as APA prints them. */
export const apaPages = (pages: string): string => pages.replace(/\s*[-‐‑–—]+\s*/gu, '–');

/** A DOI without any "https://doi.org/" or "doi:" in front, lower case (DOIs ignore case). */
export const bareDoi = (doi: string): string =>
  doi
    .trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/iu, '')
    .toLowerCase();

export const apaDoi = (doi: string): string => `https://doi.org/${bareDoi(doi)}`;

export const plain = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const text = cslPlainText(value);
  return text || null;
};
