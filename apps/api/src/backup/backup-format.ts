import { z } from 'zod';

/**
 * The backup file's layout (docs/decisions/backups.md describes it for people):
 *
 *   README.txt                         what the file is and how to restore it
 *   tables/<table>.ndjson              one JSON object per row, as PostgreSQL's row_to_json writes it
 *   covers/<stored name>               each book's cover image, bytes as uploaded
 *   books/<id>-<slug>/<slug>.md        each book as Markdown, through the book exporter
 *   books/<id>-<slug>/<slug>.docx      … and as Word
 *   manifest.json                      written last: schema version, counts, SHA-256 of every part
 */
export const BACKUP_FORMAT = 'receipts-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';
export const README_PATH = 'README.txt';

/** The table that records which migrations ran: its names are the schema version, not data. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/**
 * Tables that belong to this installation, not to the library: signed-in browsers, API tokens,
 * the sign-in throttle's failed attempts and the record of this machine's own backups. Never
 * written into a backup; a restore keeps the instance's own rows of them.
 */
export function isLocalTable(table: string): boolean {
  return (
    table === MIGRATIONS_TABLE ||
    table === 'session' ||
    table === 'login_throttle' ||
    table === 'backup_run' ||
    /(^|_)tokens?($|_)/.test(table)
  );
}

/** Settings rows that stay with the installation (the password hash). */
export const LOCAL_SETTING_KEYS = ['password_hash'];

export const tablePath = (table: string) => `tables/${table}.ndjson`;
export const coverPath = (storedName: string) => `covers/${storedName}`;

const partSchema = z.object({
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupPart = z.infer<typeof partSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  app: z.literal('Receipts'),
  /** The migrations applied to the database the backup was made from, in order. */
  schemaVersion: z.object({ migrations: z.array(z.string()) }),
  /** Tables in the order a restore loads them (a table after those it refers to). */
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative() })),
  sequences: z.array(
    z.object({ name: z.string(), lastValue: z.string().nullable(), isCalled: z.boolean() }),
  ),
  /** Which book each cover belongs to and the URL the book row names it by. */
  covers: z.array(
    z.object({ bookId: z.number().int(), coverImageUrl: z.string(), path: z.string() }),
  ),
  /** Each book's readable files; `error` when its export failed (its rows are in the tables). */
  books: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      files: z.array(z.string()),
      error: z.string().optional(),
    }),
  ),
  parts: z.array(partSchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export const README_TEXT = `This is a backup of a Receipts library.

books/     every book as Markdown (.md) and Word (.docx): readable without Receipts.
covers/    the cover images.
tables/    every table's rows, one JSON object per line (NDJSON), as PostgreSQL wrote them.
manifest.json  the schema version (the migrations applied), row counts and a SHA-256 of every part.

Sessions, API tokens and the password hash are not in it. To restore it, open Settings in an
empty Receipts and choose "Restore from a backup", or stop the server and run

    pnpm restore path/to/this-file.zip

from the Receipts folder (add --replace to replace a library that is not empty).
`;
