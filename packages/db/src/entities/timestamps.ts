import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** Columns every table carries. Composition, not inheritance, as MikroORM recommends for defineEntity. */
export const timestamps = {
  createdAt: p
    .datetime()
    .columnType('timestamptz')
    .onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .columnType('timestamptz')
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
};
