import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { migrationsList } from '@receipts/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBackup } from '../src/backup/backup-service.ts';
import { restoreFromFile } from '../src/backup/restore-service.ts';
import {
  backupDeps,
  fillLibrary,
  librarySnapshot,
  servedCovers,
  servedFigures,
  BACKUP_TEST_TIMEOUT_MS,
} from './backup-library.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The restore a writer depends on: a filled library backed up on one kind of PostgreSQL (the
 * run's test server: TEST_DATABASE_URL's server, or the shared embedded one), restored into a fresh
 * instance on an embedded PostgreSQL of its own, and back again, equal row for row and byte for byte.
 */
describe('backup and restore round trip', { timeout: BACKUP_TEST_TIMEOUT_MS }, () => {
  const apps: TestApp[] = [];
  const app = async (options: Parameters<typeof createTestApp>[0] = {}) => {
    const t = await createTestApp(options);
    apps.push(t);
    return t;
  };
  let source: TestApp;

  beforeAll(async () => {
    source = await app();
    await fillLibrary(source);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('restores every row, sequence and cover and figure image byte on the other database kind, and back', async () => {
    const expected = await librarySnapshot(source);
    expect(expected.tables.book).toHaveLength(2);
    expect(expected.tables.chapter_revision!.length).toBeGreaterThan(0);
    expect(expected.tables.eeat_log).toHaveLength(1);
    expect(expected.tables.cover_image).toHaveLength(2);
    const covers = await servedCovers(source);
    expect(Object.keys(covers)).toHaveLength(2);
    expect(expected.tables.figure_image).toHaveLength(1);
    const figures = await servedFigures(source);
    expect(Object.keys(figures)).toHaveLength(3);

    const first = await makeBackup(backupDeps(source), 'download');
    const embedded = await app({ ownEmbeddedServer: true });
    const summary = await restoreFromFile(backupDeps(embedded), first.file, { replace: false });
    expect(summary).toMatchObject({ books: 2, covers: 2, safetyBackup: null });
    expect(await librarySnapshot(embedded)).toEqual(expected);
    expect(await servedCovers(embedded)).toEqual(covers);
    expect(await servedFigures(embedded)).toEqual(figures);

    const second = await makeBackup(backupDeps(embedded), 'download');
    const server = await app();
    await restoreFromFile(backupDeps(server), second.file, { replace: false });
    expect(await librarySnapshot(server)).toEqual(expected);
    expect(await servedCovers(server)).toEqual(covers);
    expect(await servedFigures(server)).toEqual(figures);
  });

  it('holds each book as Markdown and .docx, and leaves out sessions and the password hash', async () => {
    const made = await makeBackup(backupDeps(source), 'download');
    const files = unzipSync(await readFile(made.file));
    const names = Object.keys(files);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as {
      tables: { name: string; rows: number }[];
      schemaVersion: { migrations: string[] };
    };
    expect(manifest.schemaVersion.migrations).toEqual(migrationsList.map((m) => m.name));
    expect(manifest.tables.map((table) => table.name)).not.toContain('session');
    expect(manifest.tables.find((table) => table.name === 'chapter')?.rows).toBe(5);
    const markdown = names.find((name) => name.startsWith('books/') && name.endsWith('.md'))!;
    expect(strFromU8(files[markdown]!)).toContain('Synergy was achieved');
    expect(names.some((name) => name.endsWith('.docx'))).toBe(true);
    expect(names.filter((name) => name.startsWith('covers/'))).toHaveLength(2);
    const settings = strFromU8(files['tables/setting.ndjson']!);
    expect(settings).not.toContain('password_hash');
  });
});
