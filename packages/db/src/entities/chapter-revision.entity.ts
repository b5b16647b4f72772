import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { ChapterEntity } from './chapter.entity.ts';

const p = defineEntity.properties;

/** A snapshot of a chapter, taken before rewrites and every few minutes of editing. */
export const ChapterRevisionEntity = defineEntity({
  name: 'ChapterRevision',
  tableName: 'chapter_revision',
  properties: {
    id: p.integer().primary().autoincrement(),
    chapter: () => p.manyToOne(ChapterEntity).deleteRule('cascade').index(),
    title: p.text(),
    content: p.text().nullable(),
    wordCount: p.integer().default(0),
    /** Why it was taken: 'autosave', 'before-format', 'before-citation-repair', 'before-restore', … */
    reason: p.string().length(64),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
  },
});
export type ChapterRevision = InferEntity<typeof ChapterRevisionEntity>;
