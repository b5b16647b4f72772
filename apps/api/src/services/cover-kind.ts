import type { CoverMediaType } from '../adapters/storage/cover-store.ts';
import { badRequest } from '../errors.ts';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The image type of these bytes by their signature, or null for anything else (an SVG, text…). */
export function coverKind(bytes: Uint8Array): CoverMediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

const CLAIMED: Record<string, CoverMediaType> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** The type a file's name (or, without an extension, its media type) claims, or null. */
export function claimedCoverKind(fileName: string, mediaType: string): CoverMediaType | null {
  const extension = /\.[a-z]+$/i.exec(fileName)?.[0]?.toLowerCase();
  if (extension) return CLAIMED[extension] ?? null;
  const type = mediaType.toLowerCase() === 'image/jpg' ? 'image/jpeg' : mediaType.toLowerCase();
  return Object.values(CLAIMED).find((known) => known === type) ?? null;
}

/**
 * The image type of an uploaded file, checked twice: its name (or media type) must claim a known
 * type, else 400 `refusal`; its bytes must be that type, whatever the name says.
 */
export function checkedImageKind(
  file: { bytes: Uint8Array; fileName: string; mediaType: string },
  refusal: string,
): CoverMediaType {
  const claimed = claimedCoverKind(file.fileName, file.mediaType);
  if (!claimed) throw badRequest(refusal);
  if (coverKind(file.bytes) !== claimed) {
    throw badRequest(
      `Invalid File Type: the file's content is not a ${claimed.split('/')[1]!.toUpperCase()} image, whatever its name says`,
    );
  }
  return claimed;
}
