import type { BackupStatus } from '@receipts/domain';
import { formatDateTime } from '../../lib/date-time.ts';

type LastRun = NonNullable<BackupStatus['last']>;

/** 1,536 → "1.5 KB": the size a person reads. */
export function fileSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: digits })} ${units[unit]}`;
}

const kinds: Record<LastRun['kind'], string> = {
  daily: 'daily backup',
  download: 'download',
  'before-restore': 'backup before a restore',
};

/** The Backups card's texts (SPEC has none; these follow the words). */
export const backupTexts = {
  title: 'Backups',
  intro: (dailyAt: string) =>
    `Receipts backs up the whole library every day at ${dailyAt} (server time) and keeps the last 7 daily and 4 weekly backups. A backup holds every book as Markdown and Word, the covers and every table, in one .zip.`,
  never: 'No backup has been made yet.',
  running: (run: LastRun) =>
    `A ${kinds[run.kind]} started ${formatDateTime(new Date(run.startedAt))} is running…`,
  succeeded: (run: LastRun) =>
    `Last backup: ${formatDateTime(new Date(run.finishedAt ?? run.startedAt))}, ${fileSize(run.byteSize ?? 0)} (${kinds[run.kind]}), succeeded.`,
  failed: (run: LastRun) =>
    `The last backup failed (${kinds[run.kind]}, ${formatDateTime(new Date(run.startedAt))}): ${run.error ?? 'no reason was given'}.`,
  lastGood: (at: string | null) =>
    at ? `Last good backup: ${formatDateTime(new Date(at))}.` : 'There is no good backup yet.',
  download: 'Download everything',
  restoreTitle: 'Restore from a backup',
  restoreIntro:
    'Choose a backup .zip. It is checked whole before anything changes, and restored all at once or not at all.',
  file: 'Backup file',
  replace: 'Replace the library that is here (a backup of it is taken first)',
  restore: 'Restore',
  restoring: 'Restoring…',
  restored: 'Backup Restored',
  restoreFailed: 'Restore Failed',
  noFile: 'Choose a backup file first',
} as const;
