import { readWrittenDate, TEXT_LIMITS, type DocumentMetadata } from '@receipts/domain';
import { readSeries } from './plan-fields.ts';

/** A metadata value as text: strings trimmed, numbers and dates written out, lists joined. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim() || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) {
    const parts = value.map((item) =>
      item && typeof item === 'object' && 'name' in item ? textOf(item.name) : textOf(item),
    );
    return parts.filter(Boolean).join(', ') || undefined;
  }
  return undefined;
}

const first = (fields: Record<string, unknown>, names: string[]) => {
  for (const name of names) {
    const value = textOf(fields[name]);
    if (value) return value;
  }
  return undefined;
};

/**
 * A document's own metadata (Word's title block, Markdown front matter as pandoc, Obsidian and iA
 * Writer write it) as the book fields it names. Keys are read case-insensitively; `date` counts as
 * the deadline when no `deadline` or `due` is given; `series` may carry its number ("Corporate
 * Receipts, Book 2") or have it beside it (`series_position`, `series-number`, `series_index`).
 */
export function metadataFromFields(raw: Record<string, unknown>): DocumentMetadata {
  const fields = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key.toLowerCase().replace(/[-\s]/g, '_'), value]),
  );
  const metadata: DocumentMetadata = {};
  const title = first(fields, ['title']);
  if (title) metadata.title = title.slice(0, TEXT_LIMITS.title);
  const subtitle = first(fields, ['subtitle']);
  if (subtitle) metadata.subtitle = subtitle.slice(0, TEXT_LIMITS.title);
  const author = first(fields, ['author', 'authors', 'author_name']);
  if (author) metadata.authorName = author.slice(0, TEXT_LIMITS.name);
  const date = first(fields, ['deadline', 'due', 'due_date', 'date']);
  const deadline = date ? readWrittenDate(date) : null;
  if (deadline) metadata.deadline = deadline;
  const isbn = first(fields, ['isbn']);
  if (isbn) metadata.isbn = isbn.slice(0, TEXT_LIMITS.isbn);
  const seriesText = first(fields, ['series', 'series_name', 'collection']);
  if (seriesText) {
    const series = readSeries(`Series: ${seriesText}`)!;
    metadata.seriesName = series.name.slice(0, TEXT_LIMITS.name);
    const position = first(fields, ['series_position', 'series_number', 'series_index']);
    const number =
      series.number ?? (position && /^\d{1,4}$/.test(position) ? Number(position) : null);
    if (number !== null) metadata.seriesNumber = number;
  }
  return metadata;
}
