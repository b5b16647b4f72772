import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { BookJobEntity } from './book-job.entity.ts';

const p = defineEntity.properties;

/**
 * The file an export job made, kept for its download (the book's newer export replaces it), or
 * the upload an import job reads (kept until the import has ended, so a run after a crash has it).
 */
export const JobFileEntity = defineEntity({
  name: 'JobFile',
  tableName: 'job_file',
  properties: {
    job: () => p.oneToOne(BookJobEntity).primary().deleteRule('cascade'),
    fileName: p.text(),
    contentType: p.text(),
    bytes: p.blob(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
  },
});
export type JobFile = InferEntity<typeof JobFileEntity>;
