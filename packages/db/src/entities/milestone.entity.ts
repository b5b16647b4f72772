import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { BookEntity } from './book.entity.ts';
import { timestamps } from './timestamps.ts';

const p = defineEntity.properties;

export const MilestoneEntity = defineEntity({
  name: 'Milestone',
  tableName: 'milestone',
  properties: {
    id: p.integer().primary().autoincrement(),
    book: () => p.manyToOne(BookEntity).deleteRule('cascade').index(),
    title: p.text(),
    description: p.text().nullable(),
    completed: p.boolean().default(false),
    deadline: p.string().columnType('date').nullable(),
    ...timestamps,
  },
});
export type Milestone = InferEntity<typeof MilestoneEntity>;
