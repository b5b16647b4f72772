import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { CoverImageEntity } from './cover-image.entity.ts';

const p = defineEntity.properties;

/** A cover resized and re-encoded (`format`: avif, webp, jpg or png); goes with its cover. */
export const CoverVariantEntity = defineEntity({
  name: 'CoverVariant',
  tableName: 'cover_variant',
  properties: {
    cover: () =>
      p.manyToOne(CoverImageEntity).primary().fieldName('cover_name').deleteRule('cascade'),
    width: p.integer().primary(),
    format: p.string().length(8).primary(),
    height: p.integer(),
    bytes: p.blob(),
  },
});
export type CoverVariant = InferEntity<typeof CoverVariantEntity>;
