import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { BookEntity } from './book.entity.ts';
import { ChapterEntity } from './chapter.entity.ts';
import { timestamps } from './timestamps.ts';

const p = defineEntity.properties;

/**
 * One work in a book's bibliography (issue #21): the entry as CSL-JSON, where it came from, and the
 * one verdict the book has for that work. Unique per book and work key, so the same work cited in
 * two chapters has one entry and one verdict.
 */
export const ReferenceEntryEntity = defineEntity({
  name: 'ReferenceEntry',
  tableName: 'reference_entry',
  uniques: [{ name: 'reference_entry_book_work_unique', properties: ['book', 'workKey'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    book: () => p.manyToOne(BookEntity).deleteRule('cascade').index(),
    /** The work key of `packages/domain` (first author, second author or et al., year). */
    workKey: p.text(),
    /** The entry as CSL-JSON (`cslItemSchema`). */
    csl: p.json<Record<string, unknown>>(),
    /** 'chapter', 'file' or 'doi' (`EntrySource`). */
    source: p.string().length(16),
    /** The chapter whose reference list holds the entry, when it came from one. */
    chapter: () => p.manyToOne(ChapterEntity).deleteRule('set null').nullable().index(),
    /** The entry as the writer typed it (plain text), when it came from a chapter or a file. */
    sourceText: p.text().nullable(),
    /** 'pending', 'verified', 'needs_review', 'invalid' or 'not_found' (`EntryVerdict`). */
    verdict: p.string().length(32).default('pending'),
    /** `FieldDifference[]` against the matched record. */
    differences: p.json<unknown[]>().nullable(),
    /** The matched index record, as CSL-JSON. */
    record: p.json<Record<string, unknown>>().nullable(),
    /** `EditorialNotice[]` (retractions, expressions of concern, corrections). */
    notices: p.json<unknown[]>().nullable(),
    /** The writer cites a retracted work on purpose: the notice stays, the warning is acknowledged. */
    citedDeliberately: p.boolean().default(false),
    /** The verdict's messages (strings), as the linked citations show them. */
    errors: p.json<string[]>().nullable(),
    /** The matched record's APA 7 reference, offered as the fix of a near match. */
    fixSuggestion: p.text().nullable(),
    /** Where to check the work by hand (a Google Scholar search). */
    scholarUrl: p.text().nullable(),
    checkedAt: p.datetime().columnType('timestamptz').nullable(),
    ...timestamps,
  },
});
export type ReferenceEntry = InferEntity<typeof ReferenceEntryEntity>;
