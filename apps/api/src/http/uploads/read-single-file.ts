import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { isAcceptedType, toastText, type UploadRule } from '@receipts/domain';
import busboy from 'busboy';
import { badRequest, tooLarge, unsupportedMediaType } from '../../errors.ts';

/** One uploaded file, whole in memory: never more than its rule's maxBytes. */
export interface UploadedFile {
  field: string;
  /** The name the sender gave it (may be empty). */
  name: string;
  /** The media type the sender declared. */
  mediaType: string;
  size: number;
  data: Buffer;
}

/** Room for the multipart framing and a few small fields around the file. */
const FRAMING_ALLOWANCE = 64 * 1024;

/**
 * Reads the one file of `rule.field` from a multipart request as it streams in: the type is
 * checked from the part's headers before any byte is kept, the bytes are counted as they arrive,
 * and reading stops at the cap (413 with SPEC's text). Other fields are ignored; a second file,
 * a file under another name or no file at all is a 400.
 */
export async function readSingleFile(request: Request, rule: UploadRule): Promise<UploadedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw unsupportedMediaType(`Send the file as multipart/form-data in the '${rule.field}' field`);
  }
  const declared = Number(request.headers.get('content-length'));
  if (declared > rule.maxBytes + FRAMING_ALLOWANCE) throw tooLarge(toastText(rule.tooLarge));
  if (!request.body) throw badRequest(`Attach a file in the '${rule.field}' field`);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: rule.maxBytes, fields: 20, parts: 40, fieldSize: 64 * 1024 },
    });
  } catch {
    throw badRequest('The upload is not a valid multipart form (no boundary)');
  }
  const source = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>);

  return new Promise<UploadedFile>((resolve, reject) => {
    let file: UploadedFile | undefined;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      // Stop reading: the server drains what the client still sends, then replies.
      source.unpipe(parser);
      source.pause();
      reject(error);
    };

    parser.on('file', (field, stream, info) => {
      if (field !== rule.field) {
        stream.resume();
        fail(badRequest(`Unexpected file field '${field}': send the file as '${rule.field}'`));
        return;
      }
      if (!isAcceptedType(rule, { name: info.filename ?? '', type: info.mimeType ?? '' })) {
        stream.resume();
        fail(badRequest(toastText(rule.invalidType)));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(tooLarge(toastText(rule.tooLarge))));
      stream.on('end', () => {
        if (settled || (stream as { truncated?: boolean }).truncated) return;
        file = {
          field,
          name: info.filename ?? '',
          mediaType: info.mimeType ?? '',
          size,
          data: Buffer.concat(chunks, size),
        };
      });
    });
    parser.on('filesLimit', () => fail(badRequest('Send one file at a time')));
    parser.on('partsLimit', () => fail(badRequest('The upload has too many parts')));
    parser.on('error', () => fail(badRequest('The upload is not a valid multipart form')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (file) resolve(file);
      else reject(badRequest(`Attach a file in the '${rule.field}' field`));
    });
    source.on('error', () => fail(badRequest('The upload was interrupted')));
    source.pipe(parser);
  });
}
