import { open, type FileHandle } from 'node:fs/promises';
import { Inflate } from 'fflate';

/** One entry as the central directory (at the end of a .zip) declares it. */
export interface ZipDirectoryEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/** A file that is not a readable .zip: the caller turns this into its own message. */
export class ZipUnreadable extends Error {
  override readonly name: string = 'ZipUnreadable';
}

/** No end-of-central-directory record: cut short, or not a .zip at all. */
export class NotAZip extends ZipUnreadable {
  override readonly name = 'NotAZip';
}

/** The inflated bytes of an entry passed its declared size: altered, or a zip bomb. */
export class ZipEntryTooLarge extends Error {
  override readonly name = 'ZipEntryTooLarge';
  constructor(readonly entry: string) {
    super(`${entry} inflates to more than its declared size`);
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** Read in pieces this small: deflate expands at most ~1032:1, so a piece never inflates far. */
const PIECE_BYTES = 16 * 1024;

/** The central directory of a .zip on disk (Zip64 is not read: backups stay under 4 GB a part). */
export async function readCentralDirectory(path: string): Promise<ZipDirectoryEntry[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw new NotAZip('no end of central directory');
    const count = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (directoryOffset + directorySize > size - tailLength + eocd) {
      throw new ZipUnreadable('central directory outside the file');
    }
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    const entries: ZipDirectoryEntry[] = [];
    let at = 0;
    for (let n = 0; n < count; n++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
        throw new ZipUnreadable('damaged central directory');
      }
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      entries.push({
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        size: directory.readUInt32LE(at + 24),
        name: directory.toString('utf8', at + 46, at + 46 + nameLength),
        localHeaderOffset: directory.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await file.close();
  }
}

/** Where an entry's data begins: after its local header, whose name and extra field vary. */
async function dataStart(file: FileHandle, entry: ZipDirectoryEntry): Promise<number> {
  const header = Buffer.alloc(30);
  const { bytesRead } = await file.read(header, 0, 30, entry.localHeaderOffset);
  if (bytesRead !== 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) {
    throw new ZipUnreadable('damaged entry');
  }
  return entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}

/** One entry's bytes, read at its offset without reading the rest; refused past `maxBytes`. */
export async function readEntry(
  path: string,
  entry: ZipDirectoryEntry,
  maxBytes: number,
): Promise<Uint8Array> {
  if (entry.size > maxBytes) throw new ZipEntryTooLarge(entry.name);
  const file = await open(path, 'r');
  try {
    const start = await dataStart(file, entry);
    const compressed = Buffer.alloc(entry.compressedSize);
    const { bytesRead } = await file.read(compressed, 0, entry.compressedSize, start);
    if (bytesRead !== entry.compressedSize) throw new ZipUnreadable('entry cut off');
    if (entry.method === 0) return compressed;
    if (entry.method !== 8) throw new ZipUnreadable('unknown compression');
    const chunks: Uint8Array[] = [];
    let total = 0;
    let ended = false;
    const inflate = new Inflate((chunk, final) => {
      total += chunk.length;
      if (total > maxBytes) throw new ZipEntryTooLarge(entry.name);
      chunks.push(chunk);
      if (final) ended = true;
    });
    try {
      for (let at = 0; at < compressed.length; at += PIECE_BYTES) {
        inflate.push(
          compressed.subarray(at, at + PIECE_BYTES),
          at + PIECE_BYTES >= compressed.length,
        );
      }
    } catch (error) {
      if (error instanceof ZipEntryTooLarge) throw error;
      throw new ZipUnreadable('damaged entry');
    }
    if (!ended) throw new ZipUnreadable('entry cut off');
    return Buffer.concat(chunks, total);
  } finally {
    await file.close();
  }
}

export type ZipEvent =
  { kind: 'data'; entry: string; chunk: Uint8Array } | { kind: 'end'; entry: string };

/**
 * Every entry of a .zip on disk, in file order, as it inflates. Entries are found through the
 * central directory and read by their compressed sizes (never by scanning for signatures, which
 * the bytes of a stored .docx or image contain), in small pieces, each piece's output handed out
 * before the next is read. `maxBytesOf` gives each entry's limit: an entry inflating past it stops
 * the read (ZipEntryTooLarge), whatever sizes the archive declares.
 */
export async function* zipEvents(
  path: string,
  maxBytesOf: (entry: string) => number,
): AsyncGenerator<ZipEvent> {
  const entries = [...(await readCentralDirectory(path))].sort(
    (a, b) => a.localHeaderOffset - b.localHeaderOffset,
  );
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const compressedTotal = entries.reduce((sum, entry) => sum + entry.compressedSize, 0);
    if (compressedTotal > size) throw new ZipUnreadable('entries overlap');
    for (const entry of entries) {
      if (entry.method !== 0 && entry.method !== 8) throw new ZipUnreadable('unknown compression');
      const limit = maxBytesOf(entry.name);
      const start = await dataStart(file, entry);
      const output: Uint8Array[] = [];
      let inflated = 0;
      let ended = entry.method === 0;
      const count = (chunk: Uint8Array) => {
        inflated += chunk.length;
        if (inflated > limit) throw new ZipEntryTooLarge(entry.name);
        if (chunk.length > 0) output.push(chunk);
      };
      const inflate = new Inflate((chunk, final) => {
        count(chunk);
        if (final) ended = true;
      });
      for (let at = 0; at < entry.compressedSize; at += PIECE_BYTES) {
        const piece = Buffer.alloc(Math.min(PIECE_BYTES, entry.compressedSize - at));
        const { bytesRead } = await file.read(piece, 0, piece.length, start + at);
        if (bytesRead !== piece.length) throw new ZipUnreadable('archive cut off');
        if (entry.method === 0) count(piece);
        else {
          try {
            inflate.push(piece, at + piece.length >= entry.compressedSize);
          } catch (error) {
            if (error instanceof ZipEntryTooLarge) throw error;
            throw new ZipUnreadable(`damaged entry ${entry.name}`);
          }
        }
        for (const chunk of output.splice(0)) yield { kind: 'data', entry: entry.name, chunk };
      }
      if (!ended) throw new ZipUnreadable(`entry ${entry.name} cut off`);
      yield { kind: 'end', entry: entry.name };
    }
  } finally {
    await file.close();
  }
}
