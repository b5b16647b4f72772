import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
beforeEach(async () => {
  api = await t.caller();
});

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
  return 'OK';
};

describe('books', () => {
  it('creates with SPEC defaults: 80000 words, planning, current words 0', async () => {
    const book = await api.books.create({ title: '  Receipts  ', currentWordCount: 512 });
    expect(book).toMatchObject({
      title: 'Receipts',
      targetWordCount: 80000,
      currentWordCount: 0,
      status: 'planning',
      description: null,
      deadline: null,
    });
  });

  it('lists in-progress books first, then by displayOrder', async () => {
    const a = await api.books.create({ title: 'A' });
    const b = await api.books.create({ title: 'B', status: 'in-progress' });
    const c = await api.books.create({ title: 'C', status: 'completed' });
    expect((await api.books.list()).map((book) => book.id)).toEqual([b.id, a.id, c.id]);
  });

  it('saves a reorder and rejects unknown ids without changing anything', async () => {
    const [a, b, c] = [
      await api.books.create({ title: 'A' }),
      await api.books.create({ title: 'B' }),
      await api.books.create({ title: 'C' }),
    ];
    await api.books.reorder({ bookIds: [c.id, a.id, b.id] });
    expect((await api.books.list()).map((book) => book.title)).toEqual(['C', 'A', 'B']);
    expect(await codeOf(api.books.reorder({ bookIds: [b.id, 999] }))).toBe('BAD_REQUEST');
    expect((await api.books.list()).map((book) => book.title)).toEqual(['C', 'A', 'B']);
  });

  it('edits details, turning empty optional fields into null', async () => {
    const book = await api.books.create({ title: 'Draft', description: 'old' });
    const updated = await api.books.update({
      id: book.id,
      title: 'Final',
      description: '',
      genre: 'Mainstream Critique',
      targetChapterCount: 12,
      deadline: '2027-05-01',
      isbn: '978-3-16-148410-0',
      authorName: 'K. Writer',
    });
    expect(updated).toMatchObject({
      title: 'Final',
      description: null,
      genre: 'Mainstream Critique',
      targetChapterCount: 12,
      deadline: '2027-05-01',
      authorName: 'K. Writer',
    });
  });

  it.each([
    [{ title: '' }, 'title is required'],
    [{ genre: 'Cats' }, 'genre must be one of'],
    [{ targetChapterCount: -1 }, 'targetChapterCount must be 0 or more'],
    [{ deadline: '2027-02-30' }, 'must be a date in the form YYYY-MM-DD'],
  ])(
    'refuses %j with a message naming the field and keeps the book as it was',
    async (changes, message) => {
      const book = await api.books.create({ title: 'Kept' });
      await expect(api.books.update({ id: book.id, ...changes } as never)).rejects.toThrow(message);
      expect(await api.books.get({ id: book.id })).toEqual(book);
    },
  );

  it('answers NOT_FOUND for a missing book', async () => {
    expect(await codeOf(api.books.get({ id: 4242 }))).toBe('NOT_FOUND');
    expect(await codeOf(api.books.delete({ id: 4242 }))).toBe('NOT_FOUND');
  });

  it('deleting a book and then emptying the Trash deletes its chapters, milestones and citations', async () => {
    const book = await api.books.create({ title: 'Doomed' });
    const chapter = await api.chapters.create({
      bookId: book.id,
      title: 'One',
      content: '<p>a b c</p>',
    });
    await api.milestones.create({ bookId: book.id, title: 'All Chapters Uploaded' });
    const em = t.db.orm.em.fork();
    await em
      .getConnection()
      .execute(
        `insert into "citation" ("chapter_id", "citation_text", "created_at", "updated_at") values (?, 'Smith, J. (2020).', now(), now())`,
        [chapter.id],
      );
    await api.books.delete({ id: book.id });
    expect(await codeOf(api.books.get({ id: book.id }))).toBe('NOT_FOUND');
    await api.trash.empty();
    const counts = await em
      .getConnection()
      .execute(
        `select (select count(*) from chapter)::int as chapters, (select count(*) from milestone)::int as milestones, (select count(*) from citation)::int as citations`,
      );
    expect(counts[0]).toEqual({ chapters: 0, milestones: 0, citations: 0 });
  });
});

describe('milestones', () => {
  it('are listed per book, created and marked completed or pending', async () => {
    const book = await api.books.create({ title: 'B' });
    expect(await api.milestones.listByBook({ id: book.id })).toEqual([]);
    const milestone = await api.milestones.create({
      bookId: book.id,
      title: 'All Chapters Uploaded',
      deadline: '2027-01-15',
    });
    expect(milestone).toMatchObject({
      completed: false,
      deadline: '2027-01-15',
      description: null,
    });
    await api.milestones.update({ id: milestone.id, completed: true });
    expect(await api.milestones.listByBook({ id: book.id })).toEqual([
      { ...milestone, completed: true },
    ]);
    expect(await codeOf(api.milestones.listByBook({ id: 999 }))).toBe('NOT_FOUND');
  });

  it('are edited (title, description, due date) and deleted', async () => {
    const book = await api.books.create({ title: 'B' });
    const milestone = await api.milestones.create({ bookId: book.id, title: 'Cover' });
    const edited = await api.milestones.update({
      id: milestone.id,
      title: 'Cover art',
      description: 'Commission it',
      deadline: '2027-03-01',
    });
    expect(edited).toEqual({
      ...milestone,
      title: 'Cover art',
      description: 'Commission it',
      deadline: '2027-03-01',
    });
    await api.milestones.update({ id: milestone.id, completed: true });
    const cleared = await api.milestones.update({ id: milestone.id, deadline: null });
    expect(cleared).toMatchObject({ title: 'Cover art', completed: true, deadline: null });
    expect(await codeOf(api.milestones.update({ id: milestone.id, title: ' ' }))).toBe(
      'BAD_REQUEST',
    );
    expect(await api.milestones.delete({ id: milestone.id })).toEqual({ success: true });
    expect(await api.milestones.listByBook({ id: book.id })).toEqual([]);
    expect(await codeOf(api.milestones.delete({ id: milestone.id }))).toBe('NOT_FOUND');
  });
});

describe('profile', () => {
  it('is null until saved, then one row that POST and PUT both keep', async () => {
    expect(await api.profile.get()).toBeNull();
    const created = await api.profile.create({
      firstName: 'Kemet',
      lastName: 'W',
      email: 'k@example.com',
      bio: '',
    });
    expect(created).toMatchObject({ firstName: 'Kemet', bio: null });
    const again = await api.profile.create({
      firstName: 'K2',
      lastName: null,
      email: null,
      bio: null,
    });
    expect(again.id).toBe(created.id);
    const updated = await api.profile.update({
      id: created.id,
      firstName: 'Kem',
      lastName: 'W',
      email: '',
      bio: 'Writes receipts.',
    });
    expect(await api.profile.get()).toEqual(updated);
    await expect(
      api.profile.update({ id: created.id, email: 'not-an-email' } as never),
    ).rejects.toThrow('email must be a valid email address');
  });
});

describe('E-E-A-T log', () => {
  it('lists scoring events newest first', async () => {
    const em = t.db.orm.em.fork();
    await em
      .getConnection()
      .execute(
        `insert into "eeat_log" ("score", "breakdown", "chapter_title", "scored_at") values (70, '{}', 'Old', now() - interval '1 day'), (91, 'garbage', 'New', now())`,
      );
    expect((await api.eeatLogs.list()).map((log) => [log.chapterTitle, log.score])).toEqual([
      ['New', 91],
      ['Old', 70],
    ]);
  });
});
