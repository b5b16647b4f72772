import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { refusals } from './document-refused.ts';
import { mainDocumentPart } from './docx-main-part.ts';

/**
 * No manuscript's parts unpack to more than this (a 100,000-word document.xml is a few MB; images
 * barely inflate, and the upload itself is at most 10 MB); a zip bomb does, in milliseconds.
 */
export const DOCX_MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/**
 * Fed to the unzipper in small pieces: deflate expands at most ~1032:1, so one piece can never
 * inflate past a few megabytes before the running count is checked.
 */
const PIECE_BYTES = 16 * 1024;
const END_OF_CENTRAL_DIRECTORY = [0x50, 0x4b, 0x05, 0x06];
const PACKAGE_RELATIONSHIPS = '_rels/.rels';
/** The package's relationships are a few hundred bytes; more is not read. */
const MAX_RELATIONSHIPS_BYTES = 64 * 1024;

function hasEndOfCentralDirectory(bytes: Uint8Array): boolean {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= from; i--) {
    if (END_OF_CENTRAL_DIRECTORY.every((byte, k) => bytes[i + k] === byte)) return true;
  }
  return false;
}

/**
 * Unzips the whole archive without keeping it, counting the bytes it really inflates (the sizes
 * an archive declares are chosen by whoever made it), and stops at `maxInflatedBytes`. Refuses a
 * damaged or truncated archive and one that is not a Word document. Only then may mammoth, which
 * has no limit of its own, open it.
 */
export function checkDocxArchive(
  bytes: Uint8Array,
  maxInflatedBytes = DOCX_MAX_INFLATED_BYTES,
): void {
  if (!hasEndOfCentralDirectory(bytes)) throw refusals.damagedArchive();
  let inflated = 0;
  let failure: Error | null = null;
  const names = new Set<string>();
  const unfinished = new Set<string>();
  let relationships = '';
  const decoder = new TextDecoder();
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  unzip.onfile = (file) => {
    names.add(file.name);
    unfinished.add(file.name);
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = refusals.damagedArchive();
        return;
      }
      inflated += chunk.length;
      if (file.name === PACKAGE_RELATIONSHIPS && relationships.length < MAX_RELATIONSHIPS_BYTES)
        relationships += decoder.decode(chunk, { stream: !final });
      if (inflated > maxInflatedBytes) {
        failure = refusals.inflatesTooLarge(Math.round(maxInflatedBytes / 1024 / 1024));
        file.terminate();
        return;
      }
      if (final) unfinished.delete(file.name);
    };
    file.start();
  };
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += PIECE_BYTES) {
      const end = Math.min(bytes.length, offset + PIECE_BYTES);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    failure ??= refusals.damagedArchive();
  }
  if (failure) throw failure;
  if (unfinished.size > 0) throw refusals.damagedArchive();
  // The main part is the one the package's relationships name, not always word/document.xml.
  const mainPart = mainDocumentPart(names.has(PACKAGE_RELATIONSHIPS) ? relationships : null);
  if (!names.has(mainPart) || !names.has('[Content_Types].xml')) {
    throw refusals.notWhatItsNameSays('Word');
  }
}
