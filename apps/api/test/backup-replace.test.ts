import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { strToU8 } from 'fflate';
import { migrationsList } from '@receipts/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBackup } from '../src/backup/backup-service.ts';
import { restoreFromFile } from '../src/backup/restore-service.ts';
import {
  backupDeps,
  fillLibrary,
  librarySnapshot,
  servedCovers,
  withSql,
  BACKUP_TEST_TIMEOUT_MS,
} from './backup-library.ts';
import { openBackup, writeBackupFile } from './backup-files.ts';
import { asBeforeLaterMigrations, asRestoredFromBefore } from './older-backup.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from './test-app.ts';

describe(
  'restore into an instance that holds a library, and from an older version',
  { timeout: BACKUP_TEST_TIMEOUT_MS },
  () => {
    let source: TestApp;
    let target: TestApp;
    let backup: string;

    beforeAll(async () => {
      source = await createTestApp();
      await fillLibrary(source);
      backup = (await makeBackup(backupDeps(source), 'download')).file;
      target = await createTestApp();
    });
    afterAll(async () => {
      await source?.close();
      await target?.close();
    });

    it('replaces a library only when asked, after backing it up; the session, API tokens and password stay', async () => {
      const api = await target.caller();
      await api.books.create({ title: 'Written here before the restore' });
      const cookie = await target.signIn();
      const { token } = await api.tokens.create({ name: 'nightly', scope: 'read' });
      const before = await librarySnapshot(target);

      await expect(restoreFromFile(backupDeps(target), backup, { replace: false })).rejects.toThrow(
        /already holds a library \(1 book\)\. Choose "replace"/,
      );
      expect(await librarySnapshot(target)).toEqual(before);

      const summary = await restoreFromFile(backupDeps(target), backup, { replace: true });
      expect(await librarySnapshot(target)).toEqual(await librarySnapshot(source));
      expect(await servedCovers(target)).toEqual(await servedCovers(source));
      expect(summary.safetyBackup).toMatch(/before-restore\.zip$/);
      const folder = path.join(target.db.dataDir, 'backups');
      expect(await readdir(folder)).toContain(summary.safetyBackup);

      const status = await target.request('/api/books', { cookie });
      expect(status.status).toBe(200);
      expect(((await status.json()) as unknown[]).length).toBe(2);
      const script = await target.request('/api/books', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(script.status).toBe(200);
      const login = await target.request('/api/auth/login', {
        method: 'POST',
        json: { password: TEST_PASSWORD },
      });
      expect(login.status).toBe(200);

      // The safety backup brings back what was replaced.
      await restoreFromFile(backupDeps(target), path.join(folder, summary.safetyBackup!), {
        replace: true,
      });
      expect(await librarySnapshot(target)).toEqual(before);
    });

    /** Restores `older` into a fresh instance; returns its snapshot and its migrations. */
    async function restoreIntoFresh(older: string) {
      const fresh = await createTestApp();
      try {
        await restoreFromFile(backupDeps(fresh), older, { replace: false });
        const migrations = await withSql(fresh, async (sql) =>
          (
            await sql.query<{ name: string }>('select name from mikro_orm_migrations order by id')
          ).rows.map((row) => row.name),
        );
        return {
          snapshot: await librarySnapshot(fresh),
          covers: await servedCovers(fresh),
          migrations,
        };
      } finally {
        await fresh.close();
      }
    }

    /** Covers restored from `covers/` parts are stored now: all but their created_at must match. */
    const withoutCoverTimes = (snapshot: Awaited<ReturnType<typeof librarySnapshot>>) => {
      snapshot.tables.cover_image = snapshot.tables.cover_image!.map(
        ({ created_at: _createdAt, ...row }) => row,
      );
      return snapshot;
    };

    it('migrates a backup made by an older version (before citation work keys and the Crossref cache)', async () => {
      const { files, manifest } = await openBackup(backup);
      // The schema of two migrations: citations without work_key, no crossref_cache, no
      // login_throttle, the first cover_image table (never written to: covers were files, in the
      // backup only as covers/ parts).
      asBeforeLaterMigrations(files, manifest);
      manifest.schemaVersion.migrations = manifest.schemaVersion.migrations.slice(0, 2);
      const citations = new TextDecoder()
        .decode(files['tables/citation.ndjson'])
        .trim()
        .split('\n')
        .map((line) => {
          const { work_key: _workKey, ...row } = JSON.parse(line) as Record<string, unknown>;
          return JSON.stringify(row);
        });
      files['tables/citation.ndjson'] = strToU8(`${citations.join('\n')}\n`);
      const later = ['crossref_cache', 'login_throttle', 'cover_image'];
      for (const table of later) delete files[`tables/${table}.ndjson`];
      // Nor had books a subtitle (a later migration).
      const books = new TextDecoder()
        .decode(files['tables/book.ndjson'])
        .trim()
        .split('\n')
        .map((line) => {
          const { subtitle: _subtitle, ...row } = JSON.parse(line) as Record<string, unknown>;
          return JSON.stringify(row);
        });
      files['tables/book.ndjson'] = strToU8(`${books.join('\n')}\n`);
      files['tables/cover_image.ndjson'] = new Uint8Array(0);
      manifest.tables = [
        ...manifest.tables.filter((table) => !later.includes(table.name)),
        { name: 'cover_image', rows: 0 },
      ];
      const older = path.join(path.dirname(backup), 'older.zip');
      await writeBackupFile(older, files, manifest, { rehash: true });

      const restored = await restoreIntoFresh(older);
      const expected = asRestoredFromBefore(withoutCoverTimes(await librarySnapshot(source)));
      expected.tables.crossref_cache = [];
      // Its citations had no work key; the next extraction gives them one.
      expected.tables.citation = expected.tables.citation!.map((row) => ({
        ...row,
        work_key: null,
      }));
      // Nor had books a subtitle (a later migration).
      expected.tables.book = expected.tables.book!.map((row) => ({
        ...(row as Record<string, unknown>),
        subtitle: null,
      }));
      expect(withoutCoverTimes(restored.snapshot)).toEqual(expected);
      expect(restored.covers).toEqual(await servedCovers(source));
      expect(restored.migrations).toEqual(migrationsList.map((migration) => migration.name));
    });

    it('restores a backup made while covers were files, whose migrations ran in another order', async () => {
      const { files, manifest } = await openBackup(backup);
      asBeforeLaterMigrations(files, manifest);
      // The version before covers moved into PostgreSQL had the backup-run and API-token
      // migrations, not the three dated before them: covers only as covers/ parts.
      const notYet = [
        'Migration20261125150000CoverImagesInDatabase',
        'Migration20261125150100LoginThrottle',
        'Migration20261125150200CapContextSnippets',
      ];
      manifest.schemaVersion.migrations = manifest.schemaVersion.migrations.filter(
        (name) => !notYet.includes(name),
      );
      const later = ['login_throttle', 'cover_image'];
      for (const table of later) delete files[`tables/${table}.ndjson`];
      manifest.tables = manifest.tables.filter((table) => !later.includes(table.name));
      const older = path.join(path.dirname(backup), 'covers-as-files.zip');
      await writeBackupFile(older, files, manifest, { rehash: true });

      const restored = await restoreIntoFresh(older);
      expect(withoutCoverTimes(restored.snapshot)).toEqual(
        asRestoredFromBefore(withoutCoverTimes(await librarySnapshot(source))),
      );
      expect(restored.covers).toEqual(await servedCovers(source));
      expect([...restored.migrations].sort()).toEqual(
        migrationsList.map((migration) => migration.name).sort(),
      );
    });

    it('refuses a backup from a newer version, changing nothing', async () => {
      const { files, manifest } = await openBackup(backup);
      manifest.schemaVersion.migrations.push('Migration20991231000000FromTheFuture');
      const newer = path.join(path.dirname(backup), 'newer.zip');
      await writeBackupFile(newer, files, manifest, { rehash: true });
      const before = await librarySnapshot(target);
      await expect(restoreFromFile(backupDeps(target), newer, { replace: true })).rejects.toThrow(
        /newer or different version of Receipts .*Update Receipts first/,
      );
      expect(await librarySnapshot(target)).toEqual(before);
    });
  },
);
