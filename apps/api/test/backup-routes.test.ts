import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillLibrary,
  librarySnapshot,
  servedCovers,
  BACKUP_TEST_TIMEOUT_MS,
} from './backup-library.ts';
import { form } from './upload-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** `GET /api/backup`, `GET /api/backup/status` and `POST /api/backup/restore`, as scripts call them. */
describe('backup routes', { timeout: BACKUP_TEST_TIMEOUT_MS }, () => {
  let source: TestApp;
  let cookie: string;
  beforeAll(async () => {
    source = await createTestApp();
    await fillLibrary(source);
    cookie = await source.signIn();
  });
  afterAll(() => source?.close());

  const download = async (t: TestApp, sessionCookie: string) => {
    const response = await t.request('/api/backup', { cookie: sessionCookie });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('asks for a session', async () => {
    expect((await source.request('/api/backup')).status).toBe(401);
    expect((await source.request('/api/backup/status')).status).toBe(401);
  });

  it('takes a write token from a script, not a read token', async () => {
    const api = await source.caller();
    const write = await api.tokens.create({ name: 'nightly script', scope: 'write' });
    const read = await api.tokens.create({ name: 'dashboard', scope: 'read' });
    const withToken = (token: string) =>
      source.request('/api/backup', { headers: { authorization: `Bearer ${token}` } });
    const ok = await withToken(write.token);
    expect(ok.status).toBe(200);
    expect(new Uint8Array(await ok.arrayBuffer()).subarray(0, 2)).toEqual(
      new Uint8Array([0x50, 0x4b]),
    );
    expect((await withToken(read.token)).status).toBe(403);
  });

  it('downloads the whole library as a .zip and shows the backup in the status', async () => {
    const { response, bytes } = await download(source, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="receipts-backup-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const manifest = JSON.parse(strFromU8(unzipSync(bytes)['manifest.json']!)) as {
      books: unknown[];
    };
    expect(manifest.books).toHaveLength(2);

    const status = (await (await source.request('/api/backup/status', { cookie })).json()) as {
      last: { kind: string; status: string; byteSize: number; error: null };
      lastSucceededAt: string;
      dailyAt: string;
    };
    expect(status.last).toMatchObject({ kind: 'download', status: 'succeeded', error: null });
    expect(status.last.byteSize).toBe(bytes.length);
    expect(status.lastSucceededAt).not.toBeNull();
    expect(status.dailyAt).toBe('03:00');
  });

  it('restores an uploaded backup into an empty instance, refuses a bad one and a full one', async () => {
    const { bytes } = await download(source, cookie);
    const target = await createTestApp();
    try {
      const targetCookie = await target.signIn();
      const upload = (file: Uint8Array | string, query = '') =>
        target.request(`/api/backup/restore${query}`, {
          method: 'POST',
          cookie: targetCookie,
          body: form('backup', file, 'backup.zip', 'application/zip'),
        });

      const damaged = bytes.slice(0, bytes.length - 100);
      const refused = await upload(damaged);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /cannot be restored: .*Nothing was changed\./,
      );

      const restored = await upload(bytes);
      expect(restored.status).toBe(200);
      expect(await restored.json()).toMatchObject({
        message: expect.stringMatching(/^Backup restored: 2 books, \d+ rows$/) as string,
        books: 2,
      });
      expect(await librarySnapshot(target)).toEqual(await librarySnapshot(source));
      expect(await servedCovers(target)).toEqual(await servedCovers(source));

      const again = await upload(bytes);
      expect(again.status).toBe(409);
      expect((await upload(bytes, '?replace=true')).status).toBe(200);
    } finally {
      await target.close();
    }
  });

  it('shows a failed backup with its reason', async () => {
    const broken = await createTestApp();
    try {
      // BACKUP_DIR names a file, not a folder: the backup cannot be written.
      const file = path.join(broken.db.dataDir, 'not-a-folder');
      await writeFile(file, 'x');
      broken.services.config.backupDir = file;
      const brokenCookie = await broken.signIn();
      const response = await broken.request('/api/backup', { cookie: brokenCookie });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^The backup failed: /,
      );
      const status = (await (
        await broken.request('/api/backup/status', { cookie: brokenCookie })
      ).json()) as { last: { status: string; error: string }; lastSucceededAt: null };
      expect(status.last.status).toBe('failed');
      expect(status.last.error).toMatch(/EEXIST|ENOTDIR/);
      expect(status.lastSucceededAt).toBeNull();
    } finally {
      await broken.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await (await source.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/backup']!)).toEqual(['get']);
    expect(Object.keys(document.paths['/backup/restore']!)).toEqual(['post']);
    expect(Object.keys(document.paths['/backup/status']!)).toEqual(['get']);
  });
});
