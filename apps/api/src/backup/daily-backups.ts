import { BookEntity, BackupRunEntity } from '@receipts/db';
import type { AppConfig } from '../config.ts';
import { makeBackup, type BackupDeps } from './backup-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A daily backup made within this long (by this or another process) makes the next one moot. */
const DAILY_GAP_MS = 12 * 60 * 60 * 1000;
/** A daily backup missed while the server was down is made this soon after it starts. */
const CATCH_UP_DELAY_MS = 60_000;

/** The next time of day `at` (server local time) strictly after `now`. */
export function nextRunAt(now: Date, at: AppConfig['backupTime']): Date {
  const next = new Date(now);
  next.setHours(at.hour, at.minute, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

export interface DailyBackups {
  stop(): void;
}

/**
 * Makes a backup every day at BACKUP_TIME, and one shortly after start when the last daily backup
 * is more than a day old (the server was off at that hour). An empty library is not backed up:
 * its backups would push the last good ones out of the rotation. Of several app processes on one
 * database, the first to claim the day makes its backup. Failures are recorded in backup_run
 * (Settings shows them) and logged.
 */
export function startDailyBackups(
  deps: BackupDeps & { config: Pick<AppConfig, 'backupTime'> },
  log: (line: string) => void = console.log,
): DailyBackups {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function run() {
    const em = deps.orm.em.fork();
    if ((await em.count(BookEntity, {})) === 0) return;
    const made = await makeBackup(deps, 'daily', {
      unlessDailySince: new Date(Date.now() - DAILY_GAP_MS),
    });
    if (made) log(`Daily backup written: ${made.file} (${made.bytes} bytes)`);
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      run()
        .catch((error: unknown) =>
          log(`Daily backup failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() =>
          schedule(nextRunAt(new Date(), deps.config.backupTime).getTime() - Date.now()),
        );
    }, delayMs);
    timer.unref();
  }

  void (async () => {
    const last = await deps.orm.em
      .fork()
      .findOne(
        BackupRunEntity,
        { kind: 'daily', status: 'succeeded' },
        { orderBy: { startedAt: 'desc' } },
      );
    const missed = !last || Date.now() - last.startedAt.getTime() > DAY_MS;
    schedule(
      missed
        ? CATCH_UP_DELAY_MS
        : nextRunAt(new Date(), deps.config.backupTime).getTime() - Date.now(),
    );
  })().catch((error: unknown) => log(`Daily backups not scheduled: ${String(error)}`));

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
