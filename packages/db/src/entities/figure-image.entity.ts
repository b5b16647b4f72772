import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { BookEntity } from './book.entity.ts';

const p = defineEntity.properties;

/**
 * A figure's image in three re-encoded variants (docs/decisions/figures.md); chapters name it by
 * `name` in a figure node's `image` attribute. The rows go with their book.
 */
export const FigureImageEntity = defineEntity({
  name: 'FigureImage',
  tableName: 'figure_image',
  properties: {
    name: p.uuid().primary(),
    book: () => p.manyToOne(BookEntity).deleteRule('cascade').index(),
    /** Of the original and print variants (PNG or JPEG); the screen variant is WebP. */
    mediaType: p.string().length(32),
    original: p.blob().lazy(),
    screen: p.blob().lazy(),
    print: p.blob().lazy(),
    width: p.integer(),
    height: p.integer(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
  },
});
export type FigureImage = InferEntity<typeof FigureImageEntity>;
