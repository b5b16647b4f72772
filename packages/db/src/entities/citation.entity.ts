import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { ChapterEntity } from './chapter.entity.ts';
import { ReferenceEntryEntity } from './reference-entry.entity.ts';
import { timestamps } from './timestamps.ts';
import { notTrashedFilter } from './trash-filter.ts';

const p = defineEntity.properties;

export const CitationEntity = defineEntity({
  name: 'Citation',
  tableName: 'citation',
  filters: notTrashedFilter({ chapter: { deletedAt: null } }),
  properties: {
    id: p.integer().primary().autoincrement(),
    chapter: () => p.manyToOne(ChapterEntity).deleteRule('cascade').index(),
    citationText: p.text(),
    inTextCitation: p.text().nullable(),
    contextSnippet: p.text().nullable(),
    validationStatus: p.string().length(32).default('pending'),
    /** JSON-encoded array of strings (SPEC §3). */
    validationErrors: p.text().nullable(),
    autoFixSuggestion: p.text().nullable(),
    scholarUrl: p.text().nullable(),
    doi: p.text().nullable(),
    /** The cited work (first author, second author or et al., year): re-extraction keeps rows by it. */
    workKey: p.text().nullable(),
    /** The book's entry for the cited work, once the bibliography links them (issue #21). */
    referenceEntry: () =>
      p.manyToOne(ReferenceEntryEntity).deleteRule('set null').nullable().index(),
    ...timestamps,
  },
});
export type Citation = InferEntity<typeof CitationEntity>;
