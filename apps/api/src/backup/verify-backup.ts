import { createHash, type Hash } from 'node:crypto';
import { badRequest, type AppError } from '../errors.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_PATH,
  manifestSchema,
  type BackupManifest,
} from './backup-format.ts';
import {
  NotAZip,
  readCentralDirectory,
  readEntry,
  ZipEntryTooLarge,
  zipEvents,
  ZipUnreadable,
  type ZipEvent,
} from './zip-reader.ts';

const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;
/**
 * No real part inflates more than this many times its compressed size (text compresses about
 * 5–10:1, repetitive text rarely 100:1); a zip bomb's entry inflates ~1000:1. Parts under 1 MB are not held to it.
 */
const MAX_INFLATE_RATIO = 500;
const RATIO_FLOOR_BYTES = 1024 * 1024;

const refused = (reason: string): AppError =>
  badRequest(`This backup cannot be restored: ${reason}. Nothing was changed.`);

export const refusals = {
  notAZip: () =>
    refused('the file is not a complete .zip (it may be cut off, or not a backup at all)'),
  noManifest: () => refused('it has no manifest.json, so it is not a Receipts backup'),
  badManifest: (detail: string) => refused(`its manifest.json is not valid (${detail})`),
  newerFormat: (version: number) =>
    refused(
      `it was written in backup format ${version}, newer than this version of Receipts reads (${BACKUP_FORMAT_VERSION}); update Receipts first`,
    ),
  missingPart: (path: string) => refused(`the part ${path} listed in its manifest is missing`),
  extraPart: (path: string) => refused(`it holds ${path}, which its manifest does not list`),
  altered: (path: string) =>
    refused(`the part ${path} does not match its SHA-256 in the manifest (altered or damaged)`),
  bomb: (path: string) =>
    refused(`the part ${path} inflates far beyond what its manifest and size allow (a zip bomb)`),
  damaged: () => refused('the .zip is damaged or cut off'),
  outOfOrder: (path: string) => refused(`the part ${path} is out of the manifest's order`),
};

/** Reader failures as the refusal a person reads. */
export function asRefusal(error: unknown): unknown {
  if (error instanceof ZipEntryTooLarge) return refusals.bomb(error.entry);
  if (error instanceof NotAZip) return refusals.notAZip();
  if (error instanceof ZipUnreadable) return refusals.damaged();
  return error;
}

function parseManifest(bytes: Uint8Array): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw refusals.badManifest('not JSON');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw refusals.noManifest();
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw refusals.newerFormat(format.formatVersion);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw refusals.badManifest(parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}

/**
 * Reads the manifest from the .zip's directory (without inflating anything else) and checks the
 * archive against it: every part present, nothing extra, no part declaring an inflation no real
 * part has. Returns the manifest; nothing is hashed yet (see `checkedEvents`).
 */
export async function readManifest(path: string): Promise<BackupManifest> {
  try {
    const directory = await readCentralDirectory(path);
    const manifestEntry = directory.find((entry) => entry.name === MANIFEST_PATH);
    if (!manifestEntry) throw refusals.noManifest();
    const manifest = parseManifest(await readEntry(path, manifestEntry, MANIFEST_MAX_BYTES));
    const byName = new Map(directory.map((entry) => [entry.name, entry]));
    for (const part of manifest.parts) {
      const entry = byName.get(part.path);
      if (!entry) throw refusals.missingPart(part.path);
      if (entry.size !== part.bytes) throw refusals.altered(part.path);
      if (part.bytes > RATIO_FLOOR_BYTES && part.bytes > entry.compressedSize * MAX_INFLATE_RATIO) {
        throw refusals.bomb(part.path);
      }
    }
    const listed = new Set([MANIFEST_PATH, ...manifest.parts.map((part) => part.path)]);
    const extra = directory.find((entry) => !listed.has(entry.name));
    if (extra) throw refusals.extraPart(extra.name);
    return manifest;
  } catch (error) {
    throw asRefusal(error);
  }
}

/**
 * The archive's entries as they inflate, each held to the size its manifest states and checked
 * against its SHA-256 when it ends (a mismatch throws before the caller sees the `end`). Parts
 * come in the manifest's order.
 */
export async function* checkedEvents(
  path: string,
  manifest: BackupManifest,
): AsyncGenerator<ZipEvent> {
  const parts = new Map(manifest.parts.map((part, index) => [part.path, { ...part, index }]));
  const maxBytesOf = (entry: string) =>
    entry === MANIFEST_PATH ? MANIFEST_MAX_BYTES : (parts.get(entry)?.bytes ?? 0);
  const seen = new Set<string>();
  let lastIndex = -1;
  let hash: Hash | null = null;
  try {
    for await (const event of zipEvents(path, maxBytesOf)) {
      if (event.entry === MANIFEST_PATH) continue;
      const part = parts.get(event.entry);
      if (!part) throw refusals.extraPart(event.entry);
      if (!seen.has(event.entry)) {
        if (part.index < lastIndex) throw refusals.outOfOrder(event.entry);
        seen.add(event.entry);
        lastIndex = part.index;
        hash = createHash('sha256');
      }
      if (event.kind === 'data') hash!.update(event.chunk);
      else if (hash!.digest('hex') !== part.sha256) throw refusals.altered(event.entry);
      yield event;
    }
  } catch (error) {
    throw asRefusal(error);
  }
  const missing = manifest.parts.find((part) => !seen.has(part.path));
  if (missing) throw refusals.missingPart(missing.path);
}

/** The whole file checked against its manifest without writing anything: the first pass. */
export async function verifyBackup(path: string): Promise<BackupManifest> {
  const manifest = await readManifest(path);
  for await (const _event of checkedEvents(path, manifest)) {
    // Each part is hashed as it passes; a mismatch throws.
  }
  return manifest;
}
