import type { CoverMediaType } from '../adapters/storage/cover-store.ts';
import { badRequest } from '../errors.ts';

export interface Dimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);

/** PNG: the IHDR chunk comes first, width and height at bytes 16 and 20. */
function pngDimensions(bytes: Uint8Array): Dimensions | null {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) holds the size. */
function jpegDimensions(bytes: Uint8Array): Dimensions | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

/** WebP: a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webpDimensions(bytes: Uint8Array): Dimensions | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits =
      (bytes[21] ?? 0) |
      ((bytes[22] ?? 0) << 8) |
      ((bytes[23] ?? 0) << 16) |
      ((bytes[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  return null;
}

/**
 * The pixel size an image declares in its header, read without decoding it; null when the
 * header cannot be read (a truncated or damaged file).
 */
export function declaredDimensions(bytes: Uint8Array, kind: CoverMediaType): Dimensions | null {
  if (kind === 'image/png') return pngDimensions(bytes);
  if (kind === 'image/jpeg') return jpegDimensions(bytes);
  return webpDimensions(bytes);
}

/**
 * Refuses an image whose header declares more than `maxPixels`, or no readable size; `what` names
 * the kind of image in the message ("a cover"). Nothing has decoded the image yet.
 */
export function checkDeclaredPixels(
  bytes: Uint8Array,
  kind: CoverMediaType,
  maxPixels: number,
  what: string,
): Dimensions {
  const size = declaredDimensions(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) {
    throw badRequest('The image is damaged: its header gives no readable size');
  }
  if (size.width * size.height > maxPixels) {
    throw badRequest(
      `The image is ${size.width.toLocaleString('en-US')} × ${size.height.toLocaleString('en-US')} pixels; ${what} may have at most ${maxPixels / 1_000_000} megapixels`,
    );
  }
  return size;
}
