import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import { makeBackup, type BackupDeps } from '../../backup/backup-service.ts';
import { restoreFromFile } from '../../backup/restore-service.ts';
import { backupDirOf } from '../../config.ts';
import { attachmentDisposition } from '../export-route.ts';
import { signedIn, type ContextFor } from '../request-context.ts';
import { saveUpload } from '../uploads/save-upload.ts';

/** The multipart field a backup file is sent in, and the size limit (config.backupUploadMaxBytes). */
const backupUpload = (maxBytes: number) => ({
  field: 'backup',
  maxBytes,
  tooLarge: `A backup file can be at most ${Math.round(maxBytes / 1024 / 1024)} MB`,
});

/**
 * `GET /api/backup`: a fresh backup of the whole library as a .zip download (made on the worker
 * pool into BACKUP_DIR, sent as it is read from disk, then removed). `POST /api/backup/restore`
 * (`?replace=true` to replace a library that is not empty): restores an uploaded backup. Plain Hono
 * routes (binary bodies), described in the OpenAPI document by hand (openapi-document.ts).
 */
export function mountBackupRoutes(app: Hono, contextFor: ContextFor, deps: BackupDeps) {
  app.get('/api/backup', async (c) => {
    await signedIn(contextFor, c);
    const made = await makeBackup(deps, 'download');
    const file = createReadStream(made.file);
    file.on('close', () => void rm(made.file, { force: true }));
    const day = new Date().toISOString().slice(0, 10);
    return new Response(Readable.toWeb(file) as ReadableStream<Uint8Array>, {
      headers: {
        'content-type': 'application/zip',
        'content-length': String(made.bytes),
        'content-disposition': attachmentDisposition(`receipts-backup-${day}.zip`),
        'cache-control': 'no-store',
      },
    });
  });

  app.post('/api/backup/restore', async (c) => {
    await signedIn(contextFor, c);
    const replace = c.req.query('replace') === 'true';
    const upload = await saveUpload(
      c.req.raw,
      backupUpload(deps.config.backupUploadMaxBytes),
      backupDirOf(deps.config),
    );
    try {
      const summary = await restoreFromFile(deps, upload, { replace });
      const books = `${summary.books} book${summary.books === 1 ? '' : 's'}`;
      return c.json({ message: `Backup restored: ${books}, ${summary.rows} rows`, ...summary });
    } finally {
      await rm(upload, { force: true });
    }
  });
}
