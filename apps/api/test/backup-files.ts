import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { BackupManifest } from '../src/backup/backup-format.ts';
import { ZipStreamWriter } from '../src/backup/zip-writer.ts';

export type BackupFiles = Record<string, Uint8Array>;

/** A (small, test-sized) backup's parts and manifest, read whole. */
export async function openBackup(file: string) {
  const files: BackupFiles = unzipSync(await readFile(file));
  const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as BackupManifest;
  delete files['manifest.json'];
  return { files, manifest };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes a backup from edited parts. With `rehash`, the manifest's part list is recomputed (a
 * well-formed file a person or a tool made); without, the manifest is written as given.
 */
export async function writeBackupFile(
  file: string,
  files: BackupFiles,
  manifest: BackupManifest,
  { rehash }: { rehash: boolean },
) {
  const parts = rehash
    ? Object.entries(files).map(([path, bytes]) => ({
        path,
        bytes: bytes.length,
        sha256: sha256(bytes),
      }))
    : manifest.parts;
  const zip = zipSync({
    ...files,
    'manifest.json': strToU8(JSON.stringify({ ...manifest, parts })),
  });
  await writeFile(file, zip);
}

/**
 * A zip bomb dressed as a backup: every part of `files`, then `bombPath` inflating to `bytes` of
 * newlines (about 1000:1), with a manifest that states its true size and hash.
 */
export async function writeBombBackup(
  file: string,
  files: BackupFiles,
  manifest: BackupManifest,
  bombPath: string,
  bytes: number,
) {
  const zip = new ZipStreamWriter(createWriteStream(file));
  const parts = [];
  for (const [path, content] of Object.entries(files)) {
    if (path !== bombPath) parts.push(await zip.add(path, [content]));
  }
  const piece = new Uint8Array(1024 * 1024).fill(10);
  parts.push(
    await zip.add(
      bombPath,
      Array.from({ length: bytes / piece.length }, () => piece),
    ),
  );
  await zip.add('manifest.json', [JSON.stringify({ ...manifest, parts })]);
  await zip.finish();
}
