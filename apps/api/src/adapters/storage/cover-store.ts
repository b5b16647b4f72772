import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  pickVariant,
  VARIANT_MEDIA_TYPES,
  type CoverVariant,
  type CoverVariantFormat,
} from './cover-variants.ts';

export type CoverMediaType = 'image/jpeg' | 'image/png' | 'image/webp';

const EXTENSIONS: Record<CoverMediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const MEDIA_TYPES = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type as CoverMediaType]),
);
/** Only names this store gives out: a UUID and one of its extensions. */
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** Where covers are served from; `coverImageUrl` is this prefix plus the stored name. */
export const COVER_URL_PREFIX = '/api/covers/';

export interface StoredCover {
  bytes: Buffer;
  mediaType: CoverMediaType;
}

/**
 * Book covers in PostgreSQL (table `cover_image`), so every app process on the database serves
 * every cover, and a cover is written in the same transaction as the book that points to it: a
 * failed or raced upload leaves no image behind, and a deleted book takes its cover with it. Each
 * upload gets a new name the server chose: the bytes at one URL never change, so they may be
 * cached for good.
 */
export class CoverStore {
  constructor(private readonly orm: Pick<MikroORM, 'em'>) {}

  /** Stores a cover of the book inside the caller's transaction `tx`; returns its new name. */
  async save(
    tx: EntityManager,
    bookId: number,
    bytes: Uint8Array,
    mediaType: CoverMediaType,
  ): Promise<string> {
    const name = `${randomUUID()}.${EXTENSIONS[mediaType]}`;
    await CoverStore.insert(tx, name, bookId, bytes, mediaType);
    return name;
  }

  /** Writes a cover row under a name this store gave out (a new one, or a moved file's). */
  static async insert(
    tx: EntityManager,
    name: string,
    bookId: number,
    bytes: Uint8Array,
    mediaType: CoverMediaType,
  ): Promise<void> {
    const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
    await tx.execute(
      `insert into "cover_image" ("name", "book_id", "media_type", "bytes", "created_at")
       values (?, ?, ?, decode(?, 'base64'), now())`,
      [name, bookId, mediaType, base64],
    );
  }

  /** The media type a stored name's extension gives. */
  static mediaTypeOf(name: string): CoverMediaType {
    return MEDIA_TYPES[name.split('.').pop() ?? '']!;
  }

  /** The cover and its media type, or null for a name this store did not give out or no longer has. */
  async read(name: string): Promise<StoredCover | null> {
    if (!STORED_NAME.test(name)) return null;
    const [row] = await this.orm.em
      .fork()
      .execute<{ bytes: Buffer; media_type: CoverMediaType }[]>(
        `select "bytes", "media_type" from "cover_image" where "name" = ?`,
        [name],
      );
    return row ? { bytes: row.bytes, mediaType: row.media_type } : null;
  }

  /** Stores a cover's sized variants; variants already stored (a concurrent request's) stay. */
  async saveVariants(
    name: string,
    variants: readonly CoverVariant[],
    tx: EntityManager = this.orm.em.fork(),
  ): Promise<void> {
    for (const { width, height, format, bytes } of variants) {
      await tx.execute(
        `insert into "cover_variant" ("cover_name", "width", "format", "height", "bytes")
         values (?, ?, ?, ?, decode(?, 'base64')) on conflict do nothing`,
        [name, width, format, height, Buffer.from(bytes).toString('base64')],
      );
    }
  }

  /**
   * The stored variant of a cover in one of `formats` closest to `width` (the narrowest at least
   * as wide, else the widest); null when the cover has none of them (yet).
   */
  async readVariant(
    name: string,
    width: number,
    formats: readonly CoverVariantFormat[],
  ): Promise<{ bytes: Buffer; mediaType: string } | null> {
    if (!STORED_NAME.test(name)) return null;
    const rows = await this.orm.em
      .fork()
      .execute<{ width: number; format: CoverVariantFormat; bytes: Buffer }[]>(
        `select "width", "format", "bytes" from "cover_variant"
          where "cover_name" = ? and "format" in (?)`,
        [name, formats],
      );
    const picked = pickVariant(rows, width);
    return picked ? { bytes: picked.bytes, mediaType: VARIANT_MEDIA_TYPES[picked.format] } : null;
  }

  /** Removes a cover (inside `tx` when given). */
  async remove(name: string, tx: EntityManager = this.orm.em.fork()): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    await tx.execute(`delete from "cover_image" where "name" = ?`, [name]);
  }

  /** Removes the cover behind a coverImageUrl this store handed out; ignores any other URL. */
  async removeUrl(url: string | null | undefined, tx?: EntityManager): Promise<void> {
    const name = CoverStore.nameOf(url);
    if (name) await this.remove(name, tx);
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
