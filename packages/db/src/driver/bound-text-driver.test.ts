import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookEntity, ChapterEntity, ChapterRevisionEntity } from '../entities/index.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { BOUND_TEXT_MIN_LENGTH } from './bound-text-driver.ts';

// Everything an escaping bug would mangle: quotes, backslashes, placeholders of both kinds, unicode.
const awkward = `it's "quoted" \\ back\\slash ? ?? $1 :name 'café' — 😀\n`;
const longText = (seed: string) =>
  `<p>${seed}${awkward.repeat(Math.ceil((BOUND_TEXT_MIN_LENGTH * 2) / awkward.length))}</p>`;

describe('long text sent as a bind parameter', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());

  it('stores and updates long text exactly, beside ordinary columns and dates', async () => {
    const em = db.orm.em.fork();
    const book = em.create(BookEntity, { title: "O'Brien's ledger?" });
    const chapter = em.create(ChapterEntity, {
      book,
      title: 'Long',
      content: longText('first '),
      wordCount: 7,
    });
    await em.flush();
    const before = chapter.updatedAt;

    chapter.content = longText('second ');
    chapter.version += 1;
    await em.flush();

    const stored = await db.orm.em.fork().findOneOrFail(ChapterEntity, { id: chapter.id });
    expect(stored.content).toBe(longText('second '));
    expect([stored.title, stored.wordCount, stored.version]).toEqual(['Long', 7, 2]);
    expect(stored.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(Math.abs(stored.createdAt.getTime() - chapter.createdAt.getTime())).toBeLessThan(1);
  });

  it('takes part in the surrounding transaction: a rollback leaves nothing behind', async () => {
    const em = db.orm.em.fork();
    const book = em.create(BookEntity, { title: 'Rolled back' });
    const chapter = em.create(ChapterEntity, { book, title: 'Kept', content: longText('kept ') });
    await em.flush();

    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        const locked = await tx.findOneOrFail(ChapterEntity, { id: chapter.id });
        locked.content = longText('lost ');
        tx.create(ChapterRevisionEntity, {
          chapter: locked,
          title: 'Kept',
          content: longText('revision '),
          reason: 'editing',
        });
        await tx.flush();
        throw new Error('the write after this failed');
      }),
    ).rejects.toThrow('the write after this failed');

    const check = db.orm.em.fork();
    expect((await check.findOneOrFail(ChapterEntity, { id: chapter.id })).content).toBe(
      longText('kept '),
    );
    expect(await check.count(ChapterRevisionEntity, {})).toBe(0);
  });
});
