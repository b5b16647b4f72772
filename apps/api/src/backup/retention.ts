/** A backup file kept in BACKUP_DIR and when it was made. */
export interface KeptBackup {
  name: string;
  createdAt: Date;
}

export const DAILY_KEPT = 7;
export const WEEKLY_KEPT = 4;

/** Monday 00:00 UTC of the week `date` falls in, as a key. */
function weekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Which daily backups to delete: the newest 7 are kept, and the newest of each of the 4 most
 * recent weeks (Monday to Sunday, UTC), so a mistake noticed three weeks late can still be undone.
 */
export function backupsToDelete(backups: readonly KeptBackup[]): string[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set(newestFirst.slice(0, DAILY_KEPT).map((backup) => backup.name));
  const weeks = new Set<string>();
  for (const backup of newestFirst) {
    const week = weekOf(backup.createdAt);
    if (weeks.has(week)) continue;
    if (weeks.size === WEEKLY_KEPT) break;
    weeks.add(week);
    keep.add(backup.name);
  }
  return newestFirst.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
}
