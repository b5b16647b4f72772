import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { AppError, badRequest } from '../../errors.ts';

export interface SaveUploadRule {
  field: string;
  maxBytes: number;
  tooLarge: string;
}

/**
 * Streams the one file of a multipart body to a new file in `folder` (for uploads too large to
 * hold in memory: a backup), stopping at the cap. Returns its path; the caller removes it.
 */
export async function saveUpload(
  request: Request,
  rule: SaveUploadRule,
  folder: string,
): Promise<string> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    throw badRequest(`Send the file as multipart/form-data in the field "${rule.field}"`);
  }
  await mkdir(folder, { recursive: true });
  const target = path.join(folder, `.upload-${randomUUID()}.partial`);
  const parser = busboy({
    headers: { 'content-type': contentType },
    limits: { files: 1, fileSize: rule.maxBytes, fields: 10, parts: 12 },
  });
  let saving: Promise<void> | null = null;
  let failure: AppError | null = null;
  let size = 0;
  parser.on('file', (field, stream) => {
    if (field !== rule.field || saving) {
      stream.resume();
      return;
    }
    stream.on('data', (chunk: Buffer) => (size += chunk.length));
    stream.on('limit', () => {
      failure ??= new AppError(413, rule.tooLarge);
      stream.unpipe();
      stream.resume();
    });
    saving = pipeline(stream, createWriteStream(target, { flags: 'wx' }));
  });
  try {
    await pipeline(
      Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>),
      parser,
    );
    await saving;
  } catch {
    failure ??= badRequest('The upload was not received completely');
  }
  if (!saving)
    failure ??= badRequest(`No file received: send it in the multipart field "${rule.field}"`);
  else if (size === 0) failure ??= badRequest('The file is empty');
  if (failure) {
    await rm(target, { force: true });
    throw failure;
  }
  return target;
}
