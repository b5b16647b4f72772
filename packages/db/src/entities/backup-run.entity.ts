import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/**
 * One backup this installation made (daily, a download, or before a restore replaced a library):
 * when, how large, and how it ended. Settings shows the latest; a failure is kept with its reason.
 * The installation's own record: never written into a backup, kept across a restore.
 */
export const BackupRunEntity = defineEntity({
  name: 'BackupRun',
  tableName: 'backup_run',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.string().length(32),
    status: p.string().length(16),
    startedAt: p.datetime().columnType('timestamptz').index(),
    finishedAt: p.datetime().columnType('timestamptz').nullable(),
    byteSize: p.bigint('number').nullable(),
    fileName: p.text().nullable(),
    error: p.text().nullable(),
  },
});
export type BackupRun = InferEntity<typeof BackupRunEntity>;
