import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { BookEntity } from './book.entity.ts';

const p = defineEntity.properties;

/** A book's cover, stored in the database so a backup of it is a backup of everything. */
export const CoverImageEntity = defineEntity({
  name: 'CoverImage',
  tableName: 'cover_image',
  properties: {
    id: p.integer().primary().autoincrement(),
    book: () => p.oneToOne(BookEntity).owner().deleteRule('cascade').unique(),
    mediaType: p.string().length(64),
    data: p.blob().lazy(),
    byteLength: p.integer(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
  },
});
export type CoverImage = InferEntity<typeof CoverImageEntity>;
