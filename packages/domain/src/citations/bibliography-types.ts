/**
 * The shapes the bibliography, the index-record matcher and the repairs share (issue #21):
 * one verdict per work per book, stored on the book's reference entry.
 */

/** The fields a repair may change, compared one by one against the index's record. */
export const ENTRY_FIELDS = [
  'author',
  'year',
  'title',
  'container',
  'volume',
  'issue',
  'pages',
  'doi',
] as const;
export type EntryField = (typeof ENTRY_FIELDS)[number];

/** One field where the entry and the index's record differ; values as APA 7 writes them. */
export interface FieldDifference {
  field: EntryField;
  entry: string | null;
  record: string | null;
}

/** A retraction, expression of concern or correction read from Crossref's `updated-by`/`update-to`. */
export interface EditorialNotice {
  kind: 'retraction' | 'expression_of_concern' | 'correction' | 'withdrawal';
  /** The notice's own DOI. */
  doi: string | null;
  /** ISO date (YYYY-MM-DD, or shorter when the record is). */
  date: string | null;
  /** Who recorded it, e.g. "retraction-watch" or "publisher". */
  source: string | null;
}

export type EntryVerdict = 'pending' | 'verified' | 'needs_review' | 'invalid' | 'not_found';

/** Where an entry came from: a reference list in a chapter, an imported file, or a pasted DOI. */
export type EntrySource = 'chapter' | 'file' | 'doi';
