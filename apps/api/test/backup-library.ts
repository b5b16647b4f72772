import { createHash, randomBytes } from 'node:crypto';
import { CrossrefCacheEntity } from '@receipts/db';
import pg from 'pg';
import { isLocalTable } from '../src/backup/backup-format.ts';
import { clientUrlOf, type BackupDeps } from '../src/backup/backup-service.ts';
import { ident, tablesInDependencyOrder } from '../src/backup/database-catalog.ts';
import { librarySequences } from '../src/backup/write-backup.ts';
import { createExportBook } from './export-fixture.ts';
import { pngDeclaring } from './fixtures/cover-images.ts';
import { photoWithGps } from './fixtures/figure-images.ts';
import type { TestApp } from './test-app.ts';
import { form, uploadClient } from './upload-client.ts';

/** A backup, a restore and the files' checks take seconds each; a busy 2-core machine, many more. */
export const BACKUP_TEST_TIMEOUT_MS = 120_000;

/** What the backup code needs, from a test app. */
export const backupDeps = (t: TestApp): BackupDeps => ({
  orm: t.services.orm,
  config: t.services.config,
});

/** A small PNG the cover checks take, then random bytes: no two are alike. */
export const coverBytes = () => new Uint8Array([...pngDeclaring(600, 900), ...randomBytes(3000)]);

/**
 * A library with something in every table a writer fills: books with covers, chapters with marks,
 * revisions, citations, E-E-A-T scores, milestones, the profile, a cached Crossref answer.
 */
export async function fillLibrary(t: TestApp) {
  const { api, book, chapters } = await createExportBook(t);
  const cookie = await t.signIn();
  const uploads = uploadClient(t, () => cookie);
  const second = await api.books.create({ title: 'Second Book', authorName: 'Ana Ng' });
  await api.chapters.create({
    bookId: second.id,
    title: 'Only chapter',
    content: '<p>Plain <strong>bold</strong> <em>italic</em> <u>under</u> words.</p>',
    orderIndex: 0,
    status: 'draft',
  });
  for (const id of [book.id, second.id]) {
    const { status } = await uploads.uploadCover(id, coverBytes(), 'cover.png');
    if (status !== 200) throw new Error(`cover upload answered ${status}`);
  }
  const figure = await uploads.post(
    `/api/books/${book.id}/figures`,
    form('image', await photoWithGps(60, 40, 'png'), 'chart.png'),
  );
  if (figure.status !== 201) throw new Error(`figure upload answered ${figure.status}`);
  await api.chapters.update({
    id: chapters[1]!.id,
    content: `<p>See <span data-cross-reference="fig-a"></span>.</p><figure id="fig-a" data-image="${String(figure.json.image)}"><img src="x" alt="A chart"><figcaption><p class="figure-caption">Rents</p><p class="figure-source">Source: ours.</p></figcaption></figure>`,
  });
  // Saves without a base version always snapshot the text they replace: revisions.
  await api.chapters.update({ id: chapters[0]!.id, content: '<p>Second draft, €5 &amp; ✓.</p>' });
  await api.chapters.update({ id: chapters[0]!.id, content: '<p>Third draft.</p>' });
  await api.chapters.scoreEeat({ id: chapters[1]!.id });
  await api.milestones.create({ bookId: book.id, title: 'First draft', deadline: '2027-01-31' });
  await api.milestones.create({ bookId: second.id, title: 'Cover art' });
  await api.profile.create({
    firstName: 'Toni',
    lastName: 'Morrison',
    email: 'toni@example.com',
    bio: 'Writes with receipts.',
  });
  const em = t.db.orm.em.fork();
  em.create(CrossrefCacheEntity, {
    requestKey: 'works?query=graeber',
    status: 200,
    body: '{"message":{"items":[]}}',
    fetchedAt: new Date('2026-11-20T10:11:12.345Z'),
  });
  await em.flush();
  return { bookId: book.id, secondId: second.id };
}

/** A connection of the test's own to an app's database. */
export async function withSql<T>(t: TestApp, run: (sql: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clientUrlOf(t.services.orm) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A row with each bytea value (printed as `\\x` and hex) replaced by its bytes' SHA-256. */
function hashBytea(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) =>
      typeof value === 'string' && value.startsWith('\\x')
        ? [key, sha256(Buffer.from(value.slice(2), 'hex'))]
        : [key, value],
    ),
  );
}

/**
 * Every row of every library table as PostgreSQL prints it (row_to_json), in key order, with each
 * image's bytes (bytea, printed as hex) as their SHA-256, plus the library sequences' positions.
 */
export async function librarySnapshot(t: TestApp) {
  return withSql(t, async (sql) => {
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const table of await tablesInDependencyOrder(sql)) {
      if (isLocalTable(table)) continue;
      const { rows } = await sql.query<{ row: Record<string, unknown> }>(
        `select row_to_json(t) as row from public.${ident(table)} t order by row_to_json(t)::text`,
      );
      tables[table] = rows
        .map(({ row }) => hashBytea(row))
        .filter((row) => !(table === 'setting' && row.key === 'password_hash'));
    }
    return { tables, sequences: await librarySequences(sql) };
  });
}

/** Each book's cover as `GET /api/covers/:name` serves it: book id to SHA-256 of the bytes. */
export async function servedCovers(t: TestApp): Promise<Record<number, string>> {
  const cookie = await t.signIn();
  const books = await (await t.caller()).books.list();
  const served: Record<number, string> = {};
  for (const book of books) {
    if (!book.coverImageUrl) continue;
    const response = await t.request(book.coverImageUrl, { cookie });
    if (response.status !== 200)
      throw new Error(`${book.coverImageUrl} answered ${response.status}`);
    served[book.id] = sha256(new Uint8Array(await response.arrayBuffer()));
  }
  return served;
}

/** Every variant of every figure image as `GET /api/figures/:name/:variant` serves it, hashed. */
export async function servedFigures(t: TestApp): Promise<Record<string, string>> {
  const cookie = await t.signIn();
  const names = await withSql(
    t,
    async (sql) =>
      (await sql.query<{ name: string }>(`select "name"::text as name from "figure_image"`)).rows,
  );
  const served: Record<string, string> = {};
  for (const { name } of names) {
    for (const variant of ['screen', 'print', 'original']) {
      const response = await t.request(`/api/figures/${name}/${variant}`, { cookie });
      if (response.status !== 200)
        throw new Error(`${name}/${variant} answered ${response.status}`);
      served[`${name}/${variant}`] = sha256(new Uint8Array(await response.arrayBuffer()));
    }
  }
  return served;
}
