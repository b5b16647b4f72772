import type { Writable } from 'node:stream';
import { exportFileName, titleSlug } from '@receipts/domain';
import { CoverStore } from '../adapters/storage/cover-store.ts';
import { renderExport } from '../export/render-export.ts';
import {
  REFERENCE_ENTRY_ROWS_SQL,
  referenceListOf,
  type ReferenceEntryRow,
} from '../services/bibliography/book-reference-list.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  coverPath,
  isLocalTable,
  LOCAL_SETTING_KEYS,
  MANIFEST_PATH,
  README_PATH,
  README_TEXT,
  tablePath,
  type BackupManifest,
  type BackupPart,
} from './backup-format.ts';
import {
  appliedMigrations,
  ident,
  sequenceStates,
  tablesInDependencyOrder,
  type Sql,
} from './database-catalog.ts';
import { ZipStreamWriter } from './zip-writer.ts';

/** Rows are fetched from the cursor in batches of about this many bytes. */
const BATCH_TARGET_BYTES = 4 * 1024 * 1024;
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Rows a table's dump leaves out: the installation's own settings (the password hash). */
const ROW_FILTERS: Record<string, { where: string; params: unknown[] }> = {
  setting: { where: `where "key" <> all($1::text[])`, params: [LOCAL_SETTING_KEYS] },
};

async function primaryKeyOrder(sql: Sql, table: string): Promise<string> {
  const { rows } = await sql.query<{ name: string }>(
    `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [`public.${ident(table)}`],
  );
  return rows.length > 0 ? `order by ${rows.map((row) => ident(row.name)).join(', ')}` : '';
}

/**
 * A table's rows as NDJSON, read through a cursor in batches of a few MB: PostgreSQL writes each
 * row as JSON (row_to_json), so values keep their exact text (timestamps with microseconds,
 * numbers, bytea as hex) and a restore hands the same text back to PostgreSQL.
 */
async function* tableLines(
  sql: Sql,
  table: string,
  counted: { rows: number },
): AsyncGenerator<string> {
  const filter = ROW_FILTERS[table];
  const order = await primaryKeyOrder(sql, table);
  await sql.query(
    `declare backup_rows no scroll cursor for
       select row_to_json(t)::text as line from public.${ident(table)} t ${filter?.where ?? ''} ${order}`,
    filter?.params ?? [],
  );
  let batch = 100;
  for (;;) {
    const { rows } = await sql.query<{ line: string }>(`fetch ${batch} from backup_rows`);
    if (rows.length === 0) break;
    let bytes = 0;
    const lines = rows.map((row) => {
      bytes += row.line.length;
      return `${row.line}\n`;
    });
    counted.rows += rows.length;
    yield lines.join('');
    batch = Math.max(1, Math.min(1000, Math.floor(BATCH_TARGET_BYTES / (bytes / rows.length))));
  }
  await sql.query('close backup_rows');
}

/** Sequences owned by the installation's own tables (sessions) stay out, as their rows do. */
export async function librarySequences(sql: Sql) {
  const { rows: owned } = await sql.query<{ sequence: string; table: string }>(
    `select s.relname as sequence, t.relname as table from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_class t on t.oid = d.refobjid
       join pg_namespace n on n.oid = s.relnamespace
      where d.deptype in ('a', 'i') and n.nspname = 'public'`,
  );
  const local = new Set(owned.filter((o) => isLocalTable(o.table)).map((o) => o.sequence));
  return (await sequenceStates(sql)).filter((state) => !local.has(state.name));
}

interface BookRow {
  id: number;
  title: string;
  subtitle: string | null;
  authorName: string | null;
  seriesName: string | null;
  seriesNumber: number | null;
  isbn: string | null;
  edition: string | null;
  dedication: string | null;
  description: string | null;
  coverImageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The book's cover from `cover_image`, read in the backup's snapshot; null when it has none. */
async function coverOf(sql: Sql, coverImageUrl: string) {
  const name = CoverStore.nameOf(coverImageUrl);
  if (!name) return null;
  const { rows } = await sql.query<{ mediaType: string; bytes: Buffer }>(
    `select media_type as "mediaType", bytes from cover_image where name = $1`,
    [name],
  );
  return rows[0] ?? null;
}

/** The book's words as Markdown and .docx, through the book exporter, from the same snapshot. */
async function bookFiles(sql: Sql, book: BookRow) {
  const { rows: chapters } = await sql.query<{
    id: number;
    title: string;
    orderIndex: number;
    status: string;
    content: string | null;
  }>(
    `select id, title, order_index as "orderIndex", status, content from chapter where book_id = $1 and deleted_at is null`,
    [book.id],
  );
  const { rows: entries } = await sql.query<ReferenceEntryRow>(REFERENCE_ENTRY_ROWS_SQL, [book.id]);
  const job = {
    book,
    chapters,
    references: referenceListOf(entries),
    extras: { identifier: '', modified: book.updatedAt, cover: null },
  };
  const render = async (format: 'md' | 'docx') => {
    const rendered = await renderExport({
      ...job,
      options: { format, references: 'book', chapters: 'all' },
    });
    // Only an export asked to require alt text refuses; this one is not.
    if (!rendered.ok) throw new Error(rendered.message);
    return rendered.bytes;
  };
  return { md: await render('md'), docx: await render('docx') };
}

export interface WrittenBackup {
  manifest: BackupManifest;
  /** Size of the .zip in bytes. */
  bytes: number;
}

/**
 * Writes the whole library to `out` as a backup .zip (layout: backup-format.ts), from one
 * consistent snapshot: a REPEATABLE READ, READ ONLY transaction on `sql`, a connection of its own.
 * Tables are found in the database's catalog, so tables added later are included as they come.
 */
export async function writeBackup(
  sql: Sql,
  out: Writable,
  now: () => Date = () => new Date(),
): Promise<WrittenBackup> {
  const zip = new ZipStreamWriter(out);
  const parts: BackupPart[] = [];
  await sql.query('begin isolation level repeatable read read only');
  try {
    const createdAt = now().toISOString();
    const migrations = await appliedMigrations(sql);
    const tableNames = (await tablesInDependencyOrder(sql)).filter((t) => !isLocalTable(t));
    const sequences = await librarySequences(sql);
    parts.push(await zip.add(README_PATH, [README_TEXT]));

    const tables: BackupManifest['tables'] = [];
    for (const name of tableNames) {
      const counted = { rows: 0 };
      parts.push(await zip.add(tablePath(name), tableLines(sql, name, counted)));
      tables.push({ name, rows: counted.rows });
    }

    const { rows: books } = await sql.query<BookRow>(
      `select id, title, subtitle, author_name as "authorName", series_name as "seriesName",
              series_number as "seriesNumber", isbn, edition, dedication, description, cover_image_url as "coverImageUrl",
              created_at as "createdAt", updated_at as "updatedAt"
         from book order by id`,
    );
    const coverList: BackupManifest['covers'] = [];
    for (const book of books) {
      if (!book.coverImageUrl) continue;
      const cover = await coverOf(sql, book.coverImageUrl);
      if (!cover) continue;
      const path = coverPath(`book-${book.id}.${EXTENSIONS[cover.mediaType] ?? 'bin'}`);
      parts.push(await zip.add(path, [cover.bytes], { level: 0 }));
      coverList.push({ bookId: book.id, coverImageUrl: book.coverImageUrl, path });
    }

    const bookList: BackupManifest['books'] = [];
    for (const book of books) {
      const folder = `books/${book.id}-${titleSlug(book.title)}`;
      let files: Awaited<ReturnType<typeof bookFiles>>;
      try {
        files = await bookFiles(sql, book);
      } catch (error) {
        // The words are safe in the tables; one book the exporter cannot write must not cost
        // the whole backup. The manifest says which and why.
        const reason = error instanceof Error ? error.message : String(error);
        bookList.push({ id: book.id, title: book.title, files: [], error: reason });
        continue;
      }
      const md = `${folder}/${exportFileName(book.title, 'md')}`;
      const docx = `${folder}/${exportFileName(book.title, 'docx')}`;
      parts.push(await zip.add(md, [files.md]));
      parts.push(await zip.add(docx, [files.docx], { level: 0 }));
      bookList.push({ id: book.id, title: book.title, files: [md, docx] });
    }
    await sql.query('commit');

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt,
      app: 'Receipts',
      schemaVersion: { migrations },
      tables,
      sequences,
      covers: coverList,
      books: bookList,
      parts,
    };
    await zip.add(MANIFEST_PATH, [JSON.stringify(manifest, null, 2)]);
    await zip.finish();
    return { manifest, bytes: zip.written };
  } catch (error) {
    await sql.query('rollback').catch(() => {});
    out.destroy();
    throw error;
  }
}
