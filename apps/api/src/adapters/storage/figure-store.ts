import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FIGURE_IMAGE_NAME, type FigureVariant } from '@receipts/editor';
import type { FigureImage } from '../../export/manuscript.ts';
import type { PreparedFigure } from '../../workers/tasks/prepare-figure.task.ts';

export interface StoredFigureVariant {
  bytes: Buffer;
  mediaType: string;
}

/** An image nothing names is kept this long: a figure just uploaded waits for the autosave. */
export const UNUSED_FIGURE_GRACE_SECONDS = 24 * 60 * 60;

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/**
 * Figure images in PostgreSQL (table `figure_image`), like covers: every app process serves them
 * and the backup carries them. A name is a UUID the server chose, so the bytes at one URL never
 * change. Chapters name images in their HTML; nothing counts references (docs/decisions/figures.md).
 */
export async function insertFigureImage(
  tx: EntityManager,
  bookId: number,
  figure: PreparedFigure,
  /** A name the import already gave the image's figures; a new one otherwise. */
  name: string = randomUUID(),
): Promise<string> {
  await tx.execute(
    `insert into "figure_image" ("name", "book_id", "media_type", "original", "screen", "print", "width", "height", "created_at")
     values (?, ?, ?, decode(?, 'base64'), decode(?, 'base64'), decode(?, 'base64'), ?, ?, now())`,
    [
      name,
      bookId,
      figure.mediaType,
      base64(figure.original),
      base64(figure.screen),
      base64(figure.print),
      figure.width,
      figure.height,
    ],
  );
  return name;
}

const COLUMNS: Record<FigureVariant, string> = {
  screen: '"screen"',
  print: '"print"',
  original: '"original"',
};

/** One variant of a stored image, or null for a name or variant this store does not have. */
export async function readFigureImage(
  em: EntityManager,
  name: string,
  variant: string,
): Promise<StoredFigureVariant | null> {
  if (!FIGURE_IMAGE_NAME.test(name) || !Object.hasOwn(COLUMNS, variant)) return null;
  const [row] = await em.execute<{ bytes: Buffer; media_type: string }[]>(
    `select ${COLUMNS[variant as FigureVariant]} as "bytes", "media_type" from "figure_image" where "name" = ?`,
    [name],
  );
  if (!row) return null;
  return { bytes: row.bytes, mediaType: variant === 'screen' ? 'image/webp' : row.media_type };
}

/**
 * Deletes the book's images older than the grace period that none of its chapters and none of
 * their revisions name (a restored revision must find its images). Returns how many went.
 */
export async function sweepUnusedFigureImages(
  em: EntityManager,
  bookId: number,
  graceSeconds = UNUSED_FIGURE_GRACE_SECONDS,
): Promise<number> {
  const result = await em.execute<{ affectedRows: number }>(
    `delete from "figure_image" f
      where f."book_id" = ? and f."created_at" < now() - make_interval(secs => ?)
        and not exists (select 1 from "chapter" c
                         where c."book_id" = f."book_id" and strpos(c."content", f."name"::text) > 0)
        and not exists (select 1 from "chapter_revision" r join "chapter" c on c."id" = r."chapter_id"
                         where c."book_id" = f."book_id" and strpos(r."content", f."name"::text) > 0)`,
    [bookId, graceSeconds],
    'run',
  );
  return result.affectedRows;
}

const NAMED_IMAGE = /data-image="([0-9a-f-]{36})"/g;

/**
 * The print variant of every image the chapters name that the book owns, by name: what an export
 * embeds. A name another book owns, or one swept away, is simply absent.
 */
export async function loadFigureImages(
  em: EntityManager,
  bookId: number,
  chapters: readonly { content: string | null }[],
): Promise<Record<string, FigureImage>> {
  const names = new Set(
    chapters.flatMap((chapter) =>
      [...(chapter.content ?? '').matchAll(NAMED_IMAGE)].map((match) => match[1]!),
    ),
  );
  const wanted = [...names].filter((name) => FIGURE_IMAGE_NAME.test(name));
  if (wanted.length === 0) return {};
  const rows = await em.execute<
    { name: string; print: Buffer; media_type: string; width: number; height: number }[]
  >(
    `select "name"::text as "name", "print", "media_type", "width", "height" from "figure_image"
      where "book_id" = ? and "name"::text in (${wanted.map(() => '?').join(', ')})`,
    [bookId, ...wanted],
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.name,
      {
        mediaType: row.media_type,
        data: new Uint8Array(row.print),
        width: row.width,
        height: row.height,
      },
    ]),
  );
}
