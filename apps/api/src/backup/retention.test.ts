import { describe, expect, it } from 'vitest';
import { nextRunAt } from './daily-backups.ts';
import { backupsToDelete } from './retention.ts';

const daily = (days: number) =>
  Array.from({ length: days }, (_, i) => {
    const createdAt = new Date(Date.UTC(2026, 10, 25 - i, 3, 0, 0));
    return { name: createdAt.toISOString().slice(0, 10), createdAt };
  });

describe('backup retention', () => {
  it('keeps the last 7 daily backups and the newest of each of the last 4 weeks', () => {
    // 2026-11-25 is a Wednesday: its week began Monday 2026-11-23.
    const doomed = backupsToDelete(daily(40));
    const kept = daily(40)
      .map((backup) => backup.name)
      .filter((name) => !doomed.includes(name));
    expect(kept).toEqual([
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-15',
      '2026-11-08',
    ]);
  });

  it('deletes nothing while there are fewer than 7', () => {
    expect(backupsToDelete(daily(7))).toEqual([]);
  });
});

describe('daily backup time', () => {
  it('is later today when the time has not come yet, else tomorrow', () => {
    const morning = new Date(2026, 10, 25, 2, 59);
    expect(nextRunAt(morning, { hour: 3, minute: 0 })).toEqual(new Date(2026, 10, 25, 3, 0));
    const after = new Date(2026, 10, 25, 3, 0);
    expect(nextRunAt(after, { hour: 3, minute: 0 })).toEqual(new Date(2026, 10, 26, 3, 0));
  });
});
