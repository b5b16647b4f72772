import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type CoverMediaType = 'image/jpeg' | 'image/png' | 'image/webp';

const EXTENSIONS: Record<CoverMediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const MEDIA_TYPES = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type as CoverMediaType]),
);
/** Only names this store wrote: a UUID and one of its extensions. Nothing else is ever opened. */
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** Where covers are served from; `coverImageUrl` is this prefix plus the stored name. */
export const COVER_URL_PREFIX = '/api/covers/';

/**
 * Book covers on disk under DATA_DIR/covers, each under a name the server chose (never the
 * client's). A new name per upload: the file at a URL never changes, so it may be cached for good.
 */
export class CoverStore {
  private readonly folder: string;

  constructor(dataDir: string) {
    this.folder = path.join(dataDir, 'covers');
  }

  async save(bytes: Uint8Array, mediaType: CoverMediaType): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const name = `${randomUUID()}.${EXTENSIONS[mediaType]}`;
    await writeFile(path.join(this.folder, name), bytes, { flag: 'wx' });
    return name;
  }

  /** The file and its media type, or null for a name this store did not write or no longer has. */
  async read(name: string): Promise<{ bytes: Buffer; mediaType: CoverMediaType } | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const bytes = await readFile(path.join(this.folder, name));
      return { bytes, mediaType: MEDIA_TYPES[name.split('.').pop()!]! };
    } catch {
      return null;
    }
  }

  async remove(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    await rm(path.join(this.folder, name), { force: true });
  }

  /** Removes the file behind a coverImageUrl this store handed out; ignores any other URL. */
  async removeUrl(url: string | null | undefined): Promise<void> {
    const name = CoverStore.nameOf(url);
    if (name) await this.remove(name);
  }

  /** The stored name behind a coverImageUrl this store handed out, or null. */
  static nameOf(url: string | null | undefined): string | null {
    if (!url?.startsWith(COVER_URL_PREFIX)) return null;
    const name = url.slice(COVER_URL_PREFIX.length);
    return STORED_NAME.test(name) ? name : null;
  }

  static urlOf(name: string): string {
    return `${COVER_URL_PREFIX}${name}`;
  }
}
