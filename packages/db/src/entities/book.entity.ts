import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { timestamps } from './timestamps.ts';
import { notTrashedFilter } from './trash-filter.ts';

const p = defineEntity.properties;

export const BookEntity = defineEntity({
  name: 'Book',
  tableName: 'book',
  filters: notTrashedFilter({ deletedAt: null }),
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.text(),
    subtitle: p.text().nullable(),
    description: p.text().nullable(),
    authorName: p.text().nullable(),
    targetWordCount: p.integer().default(80000),
    currentWordCount: p.integer().default(0),
    status: p.string().length(32).default('planning'),
    deadline: p.string().columnType('date').nullable(),
    coverImageUrl: p.text().nullable(),
    displayOrder: p.integer().default(0),
    seriesName: p.text().nullable(),
    seriesNumber: p.integer().nullable(),
    targetChapterCount: p.integer().nullable(),
    isbn: p.string().length(32).nullable(),
    /** The copyright page's edition line ("First edition 2026"). */
    edition: p.text().nullable(),
    /** The dedication page's text, line breaks kept. */
    dedication: p.text().nullable(),
    genre: p.string().length(64).nullable(),
    aiAnalysisLog: p.text().nullable(),
    /** 'book' (Figure 3) or 'chapter' (Figure 2.3): docs/decisions/figures.md. */
    figureNumbering: p.string().length(16).default('book'),
    /** Set while the row is in the Trash (purged 30 days later); null otherwise. */
    deletedAt: p.datetime().columnType('timestamptz').nullable(),
    ...timestamps,
  },
});
export type Book = InferEntity<typeof BookEntity>;
