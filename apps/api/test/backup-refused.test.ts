import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoverStore } from '../src/adapters/storage/cover-store.ts';
import { makeBackup } from '../src/backup/backup-service.ts';
import { restoreFromFile } from '../src/backup/restore-service.ts';
import {
  backupDeps,
  coverBytes,
  fillLibrary,
  librarySnapshot,
  BACKUP_TEST_TIMEOUT_MS,
} from './backup-library.ts';
import { openBackup, writeBackupFile, writeBombBackup } from './backup-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { uploadClient } from './upload-client.ts';

/** Bad backup files are refused with a message naming the fault, and change nothing. */
describe('refused backup files', { timeout: BACKUP_TEST_TIMEOUT_MS }, () => {
  let source: TestApp;
  let target: TestApp;
  let good: string;
  let folder: string;

  beforeAll(async () => {
    source = await createTestApp();
    await fillLibrary(source);
    good = (await makeBackup(backupDeps(source), 'download')).file;
    folder = path.dirname(good);
    target = await createTestApp();
    const api = await target.caller();
    const here = await api.books.create({ title: 'The library already here' });
    const cookie = await target.signIn();
    const { status } = await uploadClient(target, () => cookie).uploadCover(
      here.id,
      coverBytes(),
      'cover.png',
    );
    expect(status).toBe(200);
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  /**
   * Restoring `file` with replace is refused with `message`; rows (covers among them) and backups
   * unchanged.
   * Returns how long the refusal took.
   */
  async function expectRefused(file: string, message: RegExp): Promise<number> {
    const before = await librarySnapshot(target);
    const started = Date.now();
    await expect(restoreFromFile(backupDeps(target), file, { replace: true })).rejects.toThrow(
      message,
    );
    const elapsed = Date.now() - started;
    expect(await librarySnapshot(target)).toEqual(before);
    const backups = await readdir(path.join(target.db.dataDir, 'backups')).catch(() => []);
    expect(backups.filter((name) => name.includes('before-restore'))).toEqual([]);
    return elapsed;
  }

  it('refuses a file with one byte changed', async () => {
    const bytes = new Uint8Array(await readFile(good));
    // A cover is stored uncompressed (level 0): find its bytes in the .zip and change one.
    const book = await (await source.caller()).books.get({ id: 1 });
    const cover = await source.services.adapters.covers.read(
      CoverStore.nameOf(book.coverImageUrl)!,
    );
    const at = Buffer.from(bytes).indexOf(cover!.bytes.subarray(100, 164));
    expect(at).toBeGreaterThan(0);
    bytes[at + 10]! ^= 0xff;
    const altered = path.join(folder, 'altered.zip');
    await writeFile(altered, bytes);
    await expectRefused(altered, /covers\/book-1\.png does not match its SHA-256/);
  });

  it('refuses a file cut short', async () => {
    const bytes = await readFile(good);
    const cut = path.join(folder, 'cut.zip');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectRefused(cut, /not a complete \.zip/);
  });

  it('refuses a file with a part missing', async () => {
    const { files, manifest } = await openBackup(good);
    delete files['tables/milestone.ndjson'];
    const missing = path.join(folder, 'missing.zip');
    await writeBackupFile(missing, files, manifest, { rehash: false });
    await expectRefused(
      missing,
      /the part tables\/milestone\.ndjson listed in its manifest is missing/,
    );
  });

  it('refuses a zip bomb before inflating it', async () => {
    const { files, manifest } = await openBackup(good);
    const bomb = path.join(folder, 'bomb.zip');
    await writeBombBackup(bomb, files, manifest, 'tables/crossref_cache.ndjson', 64 * 1024 * 1024);
    // Refused from the sizes alone: inflating 64 MB would take far longer on this machine.
    const elapsed = await expectRefused(
      bomb,
      /crossref_cache\.ndjson inflates far beyond .* \(a zip bomb\)/,
    );
    expect(elapsed).toBeLessThan(2_000);
  });

  it('refuses a file that is not a backup at all', async () => {
    const text = path.join(folder, 'notes.zip');
    await writeFile(text, 'just some notes');
    await expectRefused(text, /not a complete \.zip/);
  });
});
