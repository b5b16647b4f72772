import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import type { BackupPart } from './backup-format.ts';

/** Parts are pushed into the compressor in pieces of about this size. */
const PIECE_BYTES = 64 * 1024;

export interface EntryOptions {
  /** 0 for bytes that are compressed already (images, .docx); 6 otherwise. */
  level?: 0 | 6;
}

/**
 * A .zip written as it is produced: each part is compressed piece by piece and the output goes to
 * `out` as it comes, waiting whenever `out` asks to (so a large library never sits in memory).
 * Every part is a deflate entry (level 0 for bytes already compressed), which a streaming reader
 * can always find the end of. Each part's size and SHA-256 are counted on the way through.
 */
export class ZipStreamWriter {
  private readonly zip: Zip;
  private readonly waiting: Uint8Array[] = [];
  private failure: Error | null = null;
  private ended = false;
  /** Bytes of the .zip written so far. */
  written = 0;

  constructor(private readonly out: Writable) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else this.waiting.push(chunk);
      if (final) this.ended = true;
    });
  }

  private async drain(): Promise<void> {
    if (this.failure) throw this.failure;
    for (const chunk of this.waiting.splice(0)) {
      this.written += chunk.length;
      if (!this.out.write(chunk)) await once(this.out, 'drain');
    }
  }

  /** Writes one part from its pieces (strings are UTF-8), returning its size and SHA-256. */
  async add(
    path: string,
    pieces: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
    { level = 6 }: EntryOptions = {},
  ): Promise<BackupPart> {
    const entry = new ZipDeflate(path, { level });
    this.zip.add(entry);
    const hash = createHash('sha256');
    let bytes = 0;
    const encoder = new TextEncoder();
    for await (const piece of pieces) {
      const data = typeof piece === 'string' ? encoder.encode(piece) : piece;
      for (let at = 0; at < data.length; at += PIECE_BYTES) {
        const slice = data.subarray(at, at + PIECE_BYTES);
        hash.update(slice);
        bytes += slice.length;
        entry.push(slice);
        await this.drain();
      }
    }
    entry.push(new Uint8Array(0), true);
    await this.drain();
    return { path, bytes, sha256: hash.digest('hex') };
  }

  /** Writes the central directory and ends `out`. */
  async finish(): Promise<void> {
    this.zip.end();
    await this.drain();
    if (!this.ended) throw new Error('The zip did not end');
    this.out.end();
    await once(this.out, 'finish');
  }
}
