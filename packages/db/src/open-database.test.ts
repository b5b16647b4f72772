import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BookEntity, ChapterEntity, MilestoneEntity } from './entities/index.ts';
import { openDatabase } from './open-database.ts';
import { createTestDatabase } from './testing/test-database.ts';

describe('the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its rows across a restart', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('embedded');
    const em = first.orm.em.fork();
    em.create(BookEntity, { title: 'Receipts, Volume One', deadline: '2027-03-05' });
    await em.flush();
    await first.close();

    const second = await openDatabase({ dataDir });
    const books = await second.orm.em.fork().find(BookEntity, {});
    expect(books.map((b) => [b.title, b.deadline])).toEqual([
      ['Receipts, Volume One', '2027-03-05'],
    ]);
    await second.close();
  });
});

describe('a DATA_DIR written by the earlier embedded database (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is refused with what to do, and left as it was', async () => {
    const legacy = path.join(dataDir, 'pgdata');
    mkdirSync(legacy);
    writeFileSync(path.join(legacy, 'PG_VERSION'), '17\n');
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /pgdata holds the database of an earlier version of Receipts \(PGlite\)[^]*To keep that data[^]*mv /,
    );
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    expect(existsSync(path.join(legacy, 'PG_VERSION'))).toBe(true);
  });

  it('opens once the folder has been moved away', async () => {
    renameSync(path.join(dataDir, 'pgdata'), path.join(dataDir, 'pgdata-pglite'));
    const database = await openDatabase({ dataDir });
    expect(database.kind).toBe('embedded');
    await database.close();
  });
});

describe('cascades', () => {
  it('deleting a book deletes its chapters and milestones', async () => {
    const db = await createTestDatabase();
    try {
      const em = db.orm.em.fork();
      const book = em.create(BookEntity, { title: 'Doomed' });
      em.create(ChapterEntity, { book, title: 'One' });
      em.create(MilestoneEntity, { book, title: 'All Chapters Uploaded' });
      const keeper = em.create(BookEntity, { title: 'Kept' });
      em.create(ChapterEntity, { book: keeper, title: 'Stays' });
      await em.flush();
      await em.fork().nativeDelete(BookEntity, { id: book.id });
      const check = db.orm.em.fork();
      expect(await check.count(ChapterEntity, {})).toBe(1);
      expect(await check.count(MilestoneEntity, {})).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});

describe('migration CapContextSnippets', () => {
  it('cuts stored snippets over 500 characters to 499 and an ellipsis, leaving shorter ones', async () => {
    const db = await createTestDatabase();
    try {
      const migrator = db.orm.getMigrator();
      await migrator.down({ to: 'Migration20261125150100LoginThrottle' });
      const em = db.orm.em.fork();
      // Plain SQL: the entities describe the newest schema, not the one migrated down to.
      const [book] = await em.execute<{ id: number }[]>(
        `insert into "book" ("title", "created_at", "updated_at") values ('Book', now(), now()) returning "id"`,
      );
      const [chapter] = await em.execute<{ id: number }[]>(
        `insert into "chapter" ("book_id", "title", "created_at", "updated_at") values (?, 'One', now(), now()) returning "id"`,
        [book!.id],
      );
      const insert = (snippet: string) =>
        em.execute(
          `insert into "citation" ("chapter_id", "citation_text", "context_snippet", "created_at", "updated_at") values (?, 'x', ?, now(), now())`,
          [chapter!.id, snippet],
        );
      await insert('a'.repeat(24_144));
      await insert('Short enough.');
      await migrator.up();
      const rows = await em.execute<{ context_snippet: string }[]>(
        `select "context_snippet" from "citation" order by "id"`,
      );
      expect(rows.map((row) => row.context_snippet)).toEqual([
        `${'a'.repeat(499)}…`,
        'Short enough.',
      ]);
    } finally {
      await db.destroy();
    }
  });
});
