import type { IndexRecord } from '@receipts/domain';

/** A Crossref work as this app uses it: what judging needs, plus what a suggestion shows. */
export interface CrossrefWork extends IndexRecord {
  type: string | null;
  volume: string | null;
  issue: string | null;
  page: string | null;
  publisher: string | null;
  abstract: string | null;
  url: string | null;
  /** When this record is itself a notice (retraction, correction) of other works. */
  updatesTo: { type: string; doi: string | null }[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const first = (value: unknown): string | null =>
  Array.isArray(value) ? text(value[0]) : text(value);

function yearOf(item: Json): number | null {
  for (const field of ['issued', 'published-print', 'published-online', 'published', 'created']) {
    const parts = (item[field] as Json | undefined)?.['date-parts'];
    const year = Array.isArray(parts) && Array.isArray(parts[0]) ? parts[0][0] : null;
    if (typeof year === 'number' && Number.isInteger(year)) return year;
  }
  return null;
}

function notices(value: unknown): { type: string; doi: string | null }[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((notice) => ({
    type: text(notice.type) ?? 'update',
    doi: text(notice.DOI),
  }));
}

/** JATS abstract markup (<jats:p>…) reduced to plain text. */
const plainAbstract = (value: unknown): string | null =>
  text(
    typeof value === 'string'
      ? value
          .replace(/<[^>]+>/gu, ' ')
          .replace(/\s+/gu, ' ')
          .trim()
      : null,
  );

/** One item of Crossref's `message` (or `message.items[]`), or null when it is not a work. */
export function readCrossrefWork(item: unknown): CrossrefWork | null {
  if (!isObject(item)) return null;
  const doi = text(item.DOI);
  const title = first(item.title);
  if (!doi || !title) return null;
  const authors = Array.isArray(item.author)
    ? item.author.filter(isObject).flatMap((author) => {
        const family = text(author.family) ?? text(author.name);
        return family ? [{ given: text(author.given), family }] : [];
      })
    : [];
  return {
    doi: doi.toLowerCase(),
    title,
    authors,
    year: yearOf(item),
    container: first(item['container-title']),
    updates: notices(item['updated-by']),
    updatesTo: notices(item['update-to']),
    type: text(item.type),
    volume: text(item.volume),
    issue: text(item.issue),
    page: text(item.page),
    publisher: text(item.publisher),
    abstract: plainAbstract(item.abstract),
    url: text(item.URL) ?? `https://doi.org/${doi}`,
  };
}

/** `{ status: 'ok', message: { items: [...] } }` → works; anything else is a malformed reply. */
export function readWorkList(body: unknown): CrossrefWork[] | null {
  if (!isObject(body) || body.status !== 'ok' || !isObject(body.message)) return null;
  const items = body.message.items;
  if (!Array.isArray(items)) return null;
  return items.map(readCrossrefWork).filter((work): work is CrossrefWork => work !== null);
}

/** `{ status: 'ok', message: { DOI, title, … } }` → the work; anything else is malformed. */
export function readSingleWork(body: unknown): CrossrefWork | null | undefined {
  if (!isObject(body) || body.status !== 'ok') return undefined;
  return readCrossrefWork(body.message);
}
