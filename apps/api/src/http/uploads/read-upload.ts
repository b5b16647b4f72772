import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { toastText, type UploadRule } from '@receipts/domain';
import busboy from 'busboy';
import { AppError, badRequest } from '../../errors.ts';

export interface UploadedFile {
  bytes: Uint8Array;
  /** The client's name for the file: only ever read for its extension, never used as a path. */
  fileName: string;
  mediaType: string;
}

/** After a refusal the rest of the body is read and dropped (so the client reads the reply), up to this. */
const DRAIN_LIMIT_BYTES = 256 * 1024 * 1024;
const MAX_FILE_NAME_CHARS = 255;

/** A file name is a name, not a path: no separators, no control characters, not absurdly long. */
function checkFileName(name: string): void {
  if (name.trim() === '') throw badRequest('The file has no name');
  if (name.length > MAX_FILE_NAME_CHARS) {
    throw badRequest(`The file name is longer than ${MAX_FILE_NAME_CHARS} characters`);
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[/\\]/.test(name) || /[\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..') {
    throw badRequest('The file name may not contain path separators or control characters');
  }
}

/**
 * Reads one file from a multipart body as it streams, counting its bytes and stopping at the
 * cap (413) without ever buffering more than `maxBytes`. The body is then drained, so an ordinary
 * HTTP client (curl -F, fetch) reads the JSON reply instead of a reset connection.
 */
export async function readUpload(request: Request, limits: UploadRule): Promise<UploadedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    throw badRequest(`Send the file as multipart/form-data in the field "${limits.field}"`);
  }
  const parser = busboy({
    headers: { 'content-type': contentType },
    limits: { files: 1, fileSize: limits.maxBytes, fields: 20, parts: 25, fieldSize: 64 * 1024 },
    defParamCharset: 'utf8',
    // Keep the name as sent, so a name with a path in it is refused rather than quietly cut.
    preservePath: true,
  });
  const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);

  const outcome = new Promise<UploadedFile>((resolve, reject) => {
    let found: UploadedFile | null = null;
    let failure: AppError | null = null;
    const fail = (error: AppError) => (failure ??= error);

    parser.on('file', (field, stream, info) => {
      if (field !== limits.field || found || failure) {
        stream.resume();
        return;
      }
      try {
        checkFileName(info.filename ?? '');
      } catch (error) {
        fail(error as AppError);
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (!failure) chunks.push(chunk);
      });
      stream.on('limit', () => {
        fail(new AppError(413, toastText(limits.tooLarge)));
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (failure) return;
        if (size === 0) {
          fail(badRequest('The file is empty'));
          return;
        }
        found = {
          bytes: new Uint8Array(Buffer.concat(chunks, size)),
          fileName: info.filename ?? '',
          mediaType: info.mimeType ?? '',
        };
      });
    });
    const unreadable = () =>
      reject(
        failure ??
          badRequest(
            'The multipart body could not be read: a part header or file name is malformed',
          ),
      );
    parser.on('error', unreadable);
    body.on('error', unreadable);
    body.on('close', () => {
      // A body cut off before busboy saw its end (a dropped client, or drained past the limit).
      if (!body.readableEnded) unreadable();
    });
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (found) resolve(found);
      else reject(badRequest(`No file received: send it in the multipart field "${limits.field}"`));
    });
  });

  let drained = 0;
  body.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > limits.maxBytes + DRAIN_LIMIT_BYTES) body.destroy();
  });
  body.pipe(parser);
  return outcome;
}
