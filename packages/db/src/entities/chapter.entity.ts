import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { BookEntity } from './book.entity.ts';
import { timestamps } from './timestamps.ts';
import { notTrashedFilter } from './trash-filter.ts';

const p = defineEntity.properties;

export const ChapterEntity = defineEntity({
  name: 'Chapter',
  tableName: 'chapter',
  filters: notTrashedFilter({ deletedAt: null }),
  indexes: [{ properties: ['book', 'orderIndex'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    book: () => p.manyToOne(BookEntity).deleteRule('cascade'),
    title: p.text(),
    content: p.text().nullable(),
    orderIndex: p.integer().default(0),
    wordCount: p.integer().default(0),
    status: p.string().length(32).default('draft'),
    notes: p.text().nullable(),
    eeatScore: p.float().columnType('double precision').nullable(),
    /**
     * Incremented by every content edit (a rename or a status change leaves it); a content save
     * based on an older version is refused (409).
     */
    version: p.integer().default(1),
    /** When the last automatic revision snapshot was taken (revisions are throttled). */
    lastSnapshotAt: p.datetime().columnType('timestamptz').nullable(),
    /** Set while the row is in the Trash (purged 30 days later); null otherwise. */
    deletedAt: p.datetime().columnType('timestamptz').nullable(),
    ...timestamps,
  },
});
export type Chapter = InferEntity<typeof ChapterEntity>;
