import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { BookEntity } from './book.entity.ts';

const p = defineEntity.properties;

/**
 * A book's cover image, in the database so every app process serves it (no file on one machine).
 * `name` is the last part of the book's `coverImageUrl`; the row goes with its book.
 */
export const CoverImageEntity = defineEntity({
  name: 'CoverImage',
  tableName: 'cover_image',
  properties: {
    name: p.string().length(64).primary(),
    book: () => p.manyToOne(BookEntity).deleteRule('cascade').index(),
    mediaType: p.string().length(32),
    bytes: p.blob(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
  },
});
export type CoverImage = InferEntity<typeof CoverImageEntity>;
