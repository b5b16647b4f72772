import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { BackupRunEntity } from '@receipts/db';
import type { BackupStatus } from '@receipts/domain';
import { backupDirOf, type AppConfig } from '../config.ts';
import { serviceUnavailable } from '../errors.ts';
import { runTask } from '../workers/worker-pool.ts';
import { backupsToDelete } from './retention.ts';

export type BackupKind = 'daily' | 'download' | 'before-restore';

/** A 1 GB library takes minutes; far past this, something is wrong. */
const BACKUP_TIME_LIMIT_MS = 60 * 60_000;
const FILE_NAME = /^receipts-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-([a-z-]+)\.zip$/;

/** What the backup and restore code needs of the app's long-lived parts. */
export interface BackupDeps {
  orm: MikroORM;
  config: Pick<AppConfig, 'dataDir' | 'backupDir' | 'backupUploadMaxBytes'>;
}

export const backupFileName = (at: Date, kind: BackupKind) =>
  `receipts-backup-${at.toISOString().replaceAll(':', '-').replace('.', '-')}-${kind}.zip`;

function createdAtOf(name: string): { createdAt: Date; kind: string } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const [date, time] = match[1]!.split('T') as [string, string];
  const [h, m, s, ms] = time.replace('Z', '').split('-');
  return { createdAt: new Date(`${date}T${h}:${m}:${s}.${ms}Z`), kind: match[2]! };
}

/** The connection string of the ORM's database, for a connection of the backup's own. */
export const clientUrlOf = (orm: MikroORM) => orm.config.get('clientUrl')!;

export interface MadeBackup {
  file: string;
  bytes: number;
}

/** Daily backups claim their day under this lock, so two app processes make one between them. */
const DAILY_CLAIM_LOCK = 0x42_41_43_4b;

/**
 * Records a daily run unless one started (and did not fail) since `since`: under an advisory
 * lock, so of two processes on one database only the first makes the day's backup.
 */
async function claimDailyRun(em: EntityManager, since: Date, startedAt: Date) {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [DAILY_CLAIM_LOCK]);
    const taken = await tx.count(BackupRunEntity, {
      kind: 'daily',
      status: { $ne: 'failed' },
      startedAt: { $gt: since },
    });
    if (taken > 0) return null;
    const run = tx.create(BackupRunEntity, { kind: 'daily', status: 'running', startedAt });
    await tx.flush();
    return run.id;
  });
}

export interface MakeBackupOptions {
  /** Daily only: skip (return null) when a daily backup started after this. */
  unlessDailySince?: Date;
}

/**
 * Makes a backup into BACKUP_DIR on the worker pool (written as `.partial`, renamed when whole)
 * and records the run, success or failure, for Settings. A failure throws a 503 with its reason.
 */
export async function makeBackup(deps: BackupDeps, kind: BackupKind): Promise<MadeBackup>;
export async function makeBackup(
  deps: BackupDeps,
  kind: BackupKind,
  options: MakeBackupOptions,
): Promise<MadeBackup | null>;
export async function makeBackup(
  deps: BackupDeps,
  kind: BackupKind,
  options: MakeBackupOptions = {},
): Promise<MadeBackup | null> {
  const em = deps.orm.em.fork();
  const startedAt = new Date();
  let run;
  if (options.unlessDailySince) {
    const id = await claimDailyRun(em, options.unlessDailySince, startedAt);
    if (id === null) return null;
    run = await em.findOneOrFail(BackupRunEntity, { id });
  } else {
    run = em.create(BackupRunEntity, { kind, status: 'running', startedAt });
    await em.flush();
  }
  const folder = backupDirOf(deps.config);
  const file = path.join(folder, backupFileName(startedAt, kind));
  const partial = `${file}.partial`;
  try {
    await mkdir(folder, { recursive: true });
    const result = await runTask(
      'write-backup',
      { clientUrl: clientUrlOf(deps.orm), outputPath: partial },
      { timeoutMs: BACKUP_TIME_LIMIT_MS },
    );
    if (!result.ok) throw new Error(result.message);
    await rename(partial, file);
    Object.assign(run, {
      status: 'succeeded',
      finishedAt: new Date(),
      byteSize: (await stat(file)).size,
      fileName: path.basename(file),
    });
    await em.flush();
    if (kind === 'daily') await pruneDailyBackups(folder);
    return { file, bytes: run.byteSize! };
  } catch (error) {
    await rm(partial, { force: true }).catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    Object.assign(run, { status: 'failed', finishedAt: new Date(), error: reason.slice(0, 500) });
    await em.flush();
    throw serviceUnavailable(`The backup failed: ${reason}`);
  }
}

/** Keeps the last 7 daily backups and one of each of the last 4 weeks (retention.ts). */
export async function pruneDailyBackups(folder: string): Promise<string[]> {
  const daily = (await readdir(folder)).flatMap((name) => {
    const parsed = createdAtOf(name);
    return parsed?.kind === 'daily' ? [{ name, createdAt: parsed.createdAt }] : [];
  });
  const doomed = backupsToDelete(daily);
  for (const name of doomed) await rm(path.join(folder, name), { force: true });
  return doomed;
}

export async function backupStatus(
  deps: Pick<BackupDeps, 'orm'> & { config: Pick<AppConfig, 'backupTime'> },
): Promise<BackupStatus> {
  const em = deps.orm.em.fork();
  const last = await em.findOne(
    BackupRunEntity,
    { id: { $gt: 0 } },
    { orderBy: { startedAt: 'desc', id: 'desc' } },
  );
  const succeeded = await em.findOne(
    BackupRunEntity,
    { status: 'succeeded' },
    { orderBy: { finishedAt: 'desc' } },
  );
  const { hour, minute } = deps.config.backupTime;
  // A run still "running" past the time limit never finished: its process stopped midway.
  const abandoned =
    last?.status === 'running' && Date.now() - last.startedAt.getTime() > BACKUP_TIME_LIMIT_MS;
  return {
    last: last && {
      kind: last.kind as BackupKind,
      status: abandoned ? 'failed' : (last.status as NonNullable<BackupStatus['last']>['status']),
      startedAt: last.startedAt.toISOString(),
      finishedAt: last.finishedAt?.toISOString() ?? null,
      byteSize: last.byteSize ?? null,
      error: abandoned ? 'The server stopped before this backup finished' : (last.error ?? null),
    },
    lastSucceededAt: succeeded?.finishedAt?.toISOString() ?? null,
    dailyAt: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
  };
}
