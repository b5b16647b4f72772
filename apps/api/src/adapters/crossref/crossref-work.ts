import {
  crossrefDateParts,
  crossrefWorkToCsl,
  cslPlainText,
  editorialNotices,
  type CslItem,
  type CslName,
  type EditorialNotice,
  type IndexRecord,
} from '@receipts/domain';

type Person = { given: string | null; family: string };
type Related = { id: string; idType: string | null; assertedBy: string | null };

/**
 * A Crossref work as this app uses it: what judging needs (the `IndexRecord` fields, plain text),
 * what a suggestion shows, and the record as CSL-JSON (`csl`, the stored form of a book's entries,
 * italics kept) with the parts of Crossref's reply the matcher and the repairs read.
 */
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
  csl: CslItem;
  subtitle: string[];
  /** The title in the work's original language, when Crossref has one. */
  originalTitle: string | null;
  /** Crossref's dates as [year, month?, day?]: the issue's, the online one, and its `issued`. */
  published: { print: number[] | null; online: number[] | null; issued: number[] | null };
  editors: Person[];
  /** Crossref's typed links to other works: "has-preprint", "is-part-of", "is-review-of", … */
  relation: Record<string, Related[]>;
  /** Retractions, expressions of concern, corrections and withdrawals concerning this work. */
  notices: EditorialNotice[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item) => item !== null) : [];

function updates(value: unknown): { type: string; doi: string | null }[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((notice) => ({
    type: text(notice.type) ?? 'update',
    doi: text(notice.DOI),
  }));
}

function relations(value: unknown): Record<string, Related[]> {
  if (!isObject(value)) return {};
  const related: Record<string, Related[]> = {};
  for (const [kind, links] of Object.entries(value)) {
    const read = (Array.isArray(links) ? links.filter(isObject) : []).flatMap((link) => {
      const id = text(link.id);
      return id
        ? [{ id, idType: text(link['id-type']), assertedBy: text(link['asserted-by']) }]
        : [];
    });
    if (read.length > 0) related[kind] = read;
  }
  return related;
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

const person = (name: CslName): Person[] => {
  const family = name.family ?? name.literal;
  return family ? [{ given: name.given ?? null, family }] : [];
};

const plain = (value: unknown) => (typeof value === 'string' ? cslPlainText(value) || null : null);

/** One item of Crossref's `message` (or `message.items[]`), or null when it is not a work. */
export function readCrossrefWork(item: unknown): CrossrefWork | null {
  if (!isObject(item)) return null;
  const doi = text(item.DOI);
  const csl = crossrefWorkToCsl(item);
  const title = plain(csl.title);
  if (!doi || !title) return null;
  const year = csl.issued?.['date-parts']?.[0]?.[0];
  return {
    doi: doi.toLowerCase(),
    title,
    authors: (csl.author ?? []).flatMap(person),
    year: typeof year === 'number' ? year : null,
    container: plain(csl['container-title']),
    updates: updates(item['updated-by']),
    updatesTo: updates(item['update-to']),
    type: text(item.type),
    volume: text(item.volume),
    issue: text(item.issue),
    page: text(item.page),
    publisher: text(item.publisher),
    abstract: plainAbstract(item.abstract),
    url: text(item.URL) ?? `https://doi.org/${doi}`,
    csl,
    subtitle: texts(item.subtitle),
    originalTitle: plain(csl['original-title']),
    published: {
      print: crossrefDateParts(item['published-print']),
      online: crossrefDateParts(item['published-online']),
      issued: crossrefDateParts(item.issued),
    },
    editors: (csl.editor ?? []).flatMap(person),
    relation: relations(item.relation),
    notices: editorialNotices(item),
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
