import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/**
 * Answers of the scholarly index (Crossref), kept so the same search or DOI is not asked twice in
 * a day and a restart keeps them. `requestKey` is the request's path and query without the
 * contact address; `body` is the reply's JSON text; a DOI Crossref does not know is kept too
 * (`status` 404), since asking again would get the same answer.
 */
export const CrossrefCacheEntity = defineEntity({
  name: 'CrossrefCache',
  tableName: 'crossref_cache',
  properties: {
    requestKey: p.text().primary(),
    status: p.integer(),
    body: p.text(),
    fetchedAt: p.datetime().columnType('timestamptz').index(),
  },
});
export type CrossrefCache = InferEntity<typeof CrossrefCacheEntity>;
