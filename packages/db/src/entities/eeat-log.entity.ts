import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/**
 * One scoring event. Kept when its chapter or book is deleted (the history stays true), so the
 * references are plain columns and the titles are copied at scoring time.
 */
export const EeatLogEntity = defineEntity({
  name: 'EeatLog',
  tableName: 'eeat_log',
  properties: {
    id: p.integer().primary().autoincrement(),
    chapterId: p.integer().nullable(),
    bookId: p.integer().nullable(),
    chapterTitle: p.text().nullable(),
    bookTitle: p.text().nullable(),
    score: p.float().columnType('double precision'),
    breakdown: p.text(),
    feedback: p.text().nullable(),
    engine: p.string().length(32).default('offline'),
    scoredAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .index(),
  },
});
export type EeatLog = InferEntity<typeof EeatLogEntity>;
