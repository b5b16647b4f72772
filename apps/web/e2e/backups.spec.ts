import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assert, checkScreen, expectToast } from './lib/helpers.ts';
import { test } from './lib/registry.ts';
import { isSelected } from './lib/selection.ts';
import {
  signedInContext,
  startControlledServer,
  type ControlledServer,
  callServer,
} from './server-control.ts';

/*
 * Settings' Backups card on a server of its own (server-control.ts): the restore replaces the
 * whole library, which the shared server's other specs must not see.
 */
const NAME =
  'Settings downloads everything, restores it into an emptied library, refuses a full one and shows a failed backup';
const prewarmed: Promise<ControlledServer> | null = isSelected('backups.spec.ts', NAME)
  ? startControlledServer()
  : null;
prewarmed?.catch(() => {}); // reported by the test that awaits it

test(NAME, async ({ context }) => {
  const server = await prewarmed!;
  const own = await signedInContext(context.browser()!, server);
  try {
    const book = await callServer<{ id: number }>(own, server, 'POST', '/api/books', {
      title: 'The Manuscript I Cannot Lose',
      targetWordCount: 80000,
      currentWordCount: 0,
      status: 'planning',
    });
    await callServer(own, server, 'POST', '/api/chapters', {
      bookId: book.id,
      title: 'Chapter One',
      content: '<p>Every word of it.</p>',
      orderIndex: 0,
      wordCount: 0,
      status: 'draft',
      notes: null,
    });

    const page = await own.newPage();
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Backups', level: 2 }).waitFor();
    await page.getByText(/every day at 03:00 \(server time\)/).waitFor();

    // Download everything: a .zip arrives, and the card shows the backup's time, size and result.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download everything' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^receipts-backup-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = join(server.dataDir, 'downloaded.zip');
    await download.saveAs(saved);
    const bytes = await readFile(saved);
    assert.equal(bytes.subarray(0, 2).toString(), 'PK');
    await page
      .getByTestId('backup-status')
      .filter({ hasText: /^Last backup: .+, [\d.]+ KB \((download|daily backup)\), succeeded\.$/ })
      .waitFor({ timeout: 15_000 });

    // A library that is not empty is not replaced unless asked.
    await page.getByLabel('Backup file').setInputFiles(saved);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Restore Failed');
    await page.getByText(/already holds a library \(1 book\)/).waitFor();

    // Emptied (the book deleted and the Trash emptied: a trashed book is still held), the
    // library comes back from the backup.
    await callServer(own, server, 'DELETE', `/api/books/${book.id}`);
    await callServer(own, server, 'DELETE', '/api/trash');
    await page.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Backup Restored');
    await page.goto('/');
    await page.getByText('The Manuscript I Cannot Lose').first().waitFor();

    // A backup that fails is shown, never silent: BACKUP_DIR is made a file, not a folder.
    await rm(join(server.dataDir, 'backups'), { recursive: true, force: true });
    await writeFile(join(server.dataDir, 'backups'), 'not a folder');
    await page.goto('/settings');
    const [failed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download everything' }).click(),
    ]);
    assert.ok((await failed.failure()) !== null || (await failed.path()) !== null);
    // The failure is read from the server on the next status refresh, or with the page's HTML on a
    // reload, whichever comes first on a slow machine.
    await page.reload();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: /^The last backup failed \(download, / });
    await alert.waitFor({ timeout: 15_000 });
    await page.getByText(/^Last good backup: /).waitFor();
    await checkScreen(page, 'settings-backup-failed');
  } finally {
    await own.close();
    await server.dispose();
  }
});
