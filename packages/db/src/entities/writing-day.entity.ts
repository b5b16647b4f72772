import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/**
 * Net words the writer's saves added to one chapter on one day (in the writer's time zone).
 * No foreign keys: the history of a day stays true after the chapter or book is deleted.
 */
export const WritingDayEntity = defineEntity({
  name: 'WritingDay',
  tableName: 'writing_day',
  properties: {
    day: p.string().columnType('date').primary(),
    chapterId: p.integer().primary(),
    bookId: p.integer(),
    netWords: p.integer(),
  },
  indexes: [{ properties: ['bookId', 'day'] }],
});
export type WritingDay = InferEntity<typeof WritingDayEntity>;
