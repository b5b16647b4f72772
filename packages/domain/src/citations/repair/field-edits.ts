import type { EntryField, FieldDifference } from '../bibliography-types.ts';
import { apaPages, bareDoi } from '../record-match/apa-values.ts';
import { locateEntryFields, type LocatedEntry } from './entry-field-spans.ts';
import { titleInWritersCase } from './title-case-style.ts';

/** A change of characters [from, to) of a text block's text. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

export interface EntryEdits {
  edits: TextEdit[];
  /** Differences that could not be placed in the entry's text (left for the writer, named). */
  unplaced: FieldDifference[];
}

/** The text to write for a field: a title in the writer's case, page ranges with an en dash. */
function written(difference: FieldDifference, located: LocatedEntry): string {
  const value = difference.record ?? '';
  if (difference.field === 'title') return titleInWritersCase(value, located.entry.title);
  if (difference.field === 'pages') return apaPages(value);
  if (difference.field === 'doi') return bareDoi(value);
  // "2017a" stays told apart from the writer's other 2017 works.
  const suffix = /^\d{4}([a-z])$/u.exec(located.entry.year ?? '')?.[1];
  if (difference.field === 'year' && suffix && /^\d{4}$/u.test(value)) return `${value}${suffix}`;
  return value;
}

/** Where APA 7 puts a field the entry lacks: issue after the volume, pages after both, DOI last. */
function insertion(
  field: EntryField,
  value: string,
  located: LocatedEntry,
  text: string,
): TextEdit | null {
  const { spans } = located;
  const end = text.trimEnd().length;
  if (field === 'issue' && spans.volume) {
    return { from: spans.volume.to, to: spans.volume.to, insert: `(${value})` };
  }
  if (field === 'pages' && spans.volume) {
    const after = spans.issue ? spans.issue.to + 1 : spans.volume.to;
    return { from: after, to: after, insert: `, ${value}` };
  }
  if (field === 'doi') {
    const stop = /[.?!]$/u.test(text.slice(0, end)) ? '' : '.';
    return { from: end, to: end, insert: `${stop} https://doi.org/${value}` };
  }
  return null;
}

/**
 * The edits that change exactly the differing fields of an APA 7 reference and nothing else: each
 * field's written span is replaced by the record's value (a title kept in the writer's sentence
 * case), a missing issue, page range or DOI is inserted where APA puts it, and a field the record
 * lacks is never deleted. Null when the text is not a reference entry.
 */
export function entryFieldEdits(
  text: string,
  differences: readonly FieldDifference[],
): EntryEdits | null {
  const located = locateEntryFields(text);
  if (!located) return null;
  const edits: TextEdit[] = [];
  const unplaced: FieldDifference[] = [];
  for (const difference of differences) {
    if (difference.record === null) continue;
    const insert = written(difference, located);
    const span = located.spans[difference.field];
    const edit = span ? { ...span, insert } : insertion(difference.field, insert, located, text);
    if (edit) edits.push(edit);
    else unplaced.push(difference);
  }
  return { edits: edits.sort((a, b) => a.from - b.from), unplaced };
}

/** The entry's text with exactly the differing fields changed (what the paragraph will read). */
export function patchedEntryText(text: string, differences: readonly FieldDifference[]): string {
  const planned = entryFieldEdits(text, differences);
  if (!planned) return text;
  let result = text;
  for (const edit of [...planned.edits].reverse()) {
    result = result.slice(0, edit.from) + edit.insert + result.slice(edit.to);
  }
  return result;
}
