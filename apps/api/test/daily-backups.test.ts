import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { BackupRunEntity } from '@receipts/db';
import { describe, expect, it } from 'vitest';
import { backupStatus, makeBackup } from '../src/backup/backup-service.ts';
import { backupDeps, BACKUP_TEST_TIMEOUT_MS } from './backup-library.ts';
import { useTestApp } from './test-app.ts';

const HOUR = 60 * 60 * 1000;

describe('daily backups', { timeout: BACKUP_TEST_TIMEOUT_MS }, () => {
  const t = useTestApp();

  it('of two processes on one database, only the first to claim the day makes its backup', async () => {
    const api = await t.caller();
    await api.books.create({ title: 'Kept daily' });
    // Two app processes share the database: each has its own services, like these two.
    const since = () => new Date(Date.now() - 12 * HOUR);
    const [a, b] = await Promise.all([
      makeBackup(backupDeps(t), 'daily', { unlessDailySince: since() }),
      makeBackup(backupDeps(t), 'daily', { unlessDailySince: since() }),
    ]);
    expect([a, b].filter((made) => made !== null)).toHaveLength(1);
    expect(await makeBackup(backupDeps(t), 'daily', { unlessDailySince: since() })).toBeNull();
    const files = await readdir(path.join(t.db.dataDir, 'backups'));
    expect(files.filter((name) => name.endsWith('-daily.zip'))).toHaveLength(1);
  });

  it('shows a run its process never finished as failed, not as running for ever', async () => {
    const em = t.db.orm.em.fork();
    em.create(BackupRunEntity, {
      kind: 'daily',
      status: 'running',
      startedAt: new Date(Date.now() - 2 * HOUR),
    });
    await em.flush();
    const status = await backupStatus(t.services);
    expect(status.last).toMatchObject({
      status: 'failed',
      error: 'The server stopped before this backup finished',
    });
  });
});
