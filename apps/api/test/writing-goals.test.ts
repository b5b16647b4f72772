import { addDays, dayInTimeZone, type BookProgress, type WritingGoals } from '@receipts/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';
import { form } from './upload-client.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});

async function call<T>(path: string, method = 'GET', json?: unknown) {
  const response = await t.request(path, { method, cookie, json });
  return { status: response.status, body: (await response.json()) as T };
}
const goals = async () => (await call<WritingGoals>('/api/goals')).body;
const progress = async (bookId: number) =>
  (await call<BookProgress>(`/api/books/${bookId}/progress`)).body;
const words = (count: number) => `<p>${Array.from({ length: count }, () => 'word').join(' ')}</p>`;

async function createBook(fields: Record<string, unknown> = {}) {
  const { body } = await call<{ id: number }>('/api/books', 'POST', {
    title: 'Goals',
    targetWordCount: 1000,
    currentWordCount: 0,
    status: 'in-progress',
    ...fields,
  });
  return body.id;
}
async function createChapter(bookId: number, content = words(0)) {
  const { body } = await call<{ id: number; version: number }>('/api/chapters', 'POST', {
    bookId,
    title: 'Chapter',
    content,
  });
  return body;
}
async function save(chapter: { id: number }, content: string) {
  const current = await call<{ version: number }>(`/api/chapters/${chapter.id}`);
  const { status, body } = await call(`/api/chapters/${chapter.id}`, 'PUT', {
    content,
    baseVersion: current.body.version,
  });
  expect(status, JSON.stringify(body)).toBe(200);
}

describe('words written today', () => {
  it('is the net of the writer’s saves across chapters and books', async () => {
    const first = await createBook();
    const second = await createBook();
    const a = await createChapter(first);
    const b = await createChapter(second, words(30));
    await save(a, words(120));
    await save(a, words(100)); // 20 words cut: net, not typed
    await save(b, words(80));
    expect((await goals()).wordsToday).toBe(100 + 80);
    expect((await progress(first)).wordsToday).toBe(100);
    expect((await progress(second)).wordsToday).toBe(80);
  });

  it('does not count a deleted chapter or an uploaded file, which move text rather than write it', async () => {
    const bookId = await createBook();
    const chapter = await createChapter(bookId);
    await save(chapter, words(50));
    expect((await call(`/api/chapters/${chapter.id}`, 'DELETE')).status).toBe(200);
    const upload = await t.request(`/api/books/${bookId}/upload-chapters`, {
      method: 'POST',
      cookie,
      body: form('document', `# Chapter 2: Imported\n\n${'text '.repeat(400)}\n`, 'two.md'),
    });
    expect(upload.status).toBe(201);
    expect((await goals()).wordsToday).toBe(50);
    expect((await progress(bookId)).currentWordCount).toBeGreaterThanOrEqual(400);
  });

  it('counts nothing for a save refused as stale', async () => {
    const bookId = await createBook();
    const chapter = await createChapter(bookId);
    const stale = await call(`/api/chapters/${chapter.id}`, 'PUT', {
      content: words(40),
      baseVersion: chapter.version + 5,
    });
    expect(stale.status).toBe(409);
    expect((await goals()).wordsToday).toBe(0);
  });
});

describe('the daily goal and the streak', () => {
  it('is kept, with the writer’s time zone, and counts consecutive days that met it', async () => {
    const saved = await call<WritingGoals>('/api/goals', 'PUT', {
      dailyWordGoal: 100,
      timeZone: 'Pacific/Kiritimati',
    });
    expect(saved.status).toBe(200);
    const today = dayInTimeZone(new Date(), 'Pacific/Kiritimati');
    expect(saved.body).toMatchObject({ dailyWordGoal: 100, timeZone: 'Pacific/Kiritimati', today });
    // Three earlier days: two met the goal in a row before today, one before a gap.
    for (const [offset, net] of [
      [-1, 150],
      [-2, 100],
      [-3, 40],
      [-4, 500],
    ] as const) {
      await t.services.orm.em
        .fork()
        .execute(
          `insert into "writing_day" ("day", "chapter_id", "book_id", "net_words") values (?, ?, ?, ?)`,
          [addDays(today, offset), 1, 1, net],
        );
    }
    expect((await goals()).streakDays).toBe(2); // today is still open
    const chapter = await createChapter(await createBook());
    await save(chapter, words(100));
    const after = await goals();
    expect(after).toMatchObject({ wordsToday: 100, goalMetToday: true, streakDays: 3 });
    expect(after.recentDays).toHaveLength(7);
    expect(after.recentDays.at(-1)).toEqual({ day: today, words: 100 });
    expect(after.recentDays.at(-2)).toEqual({ day: addDays(today, -1), words: 150 });
  });

  it('refuses a bad goal or time zone with a 400 naming it, and changes nothing', async () => {
    await call('/api/goals', 'PUT', { dailyWordGoal: 500, timeZone: 'Europe/Berlin' });
    for (const [input, field] of [
      [{ dailyWordGoal: 0 }, 'dailyWordGoal'],
      [{ dailyWordGoal: 'lots' }, 'dailyWordGoal'],
      [{ dailyWordGoal: 500, timeZone: 'Mars/Olympus' }, 'timeZone'],
    ] as const) {
      const refused = await call<{ message: string }>('/api/goals', 'PUT', input);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(field);
    }
    expect(await goals()).toMatchObject({ dailyWordGoal: 500, timeZone: 'Europe/Berlin' });
    const cleared = await call<WritingGoals>('/api/goals', 'PUT', { dailyWordGoal: null });
    expect(cleared.body).toMatchObject({ dailyWordGoal: null, streakDays: 0, goalMetToday: false });
  });
});

describe('a book’s pace', () => {
  it('spreads the words still to write over the days to the deadline', async () => {
    await call('/api/goals', 'PUT', { dailyWordGoal: null, timeZone: 'UTC' });
    const today = dayInTimeZone(new Date(), 'UTC');
    const bookId = await createBook({ targetWordCount: 1_000, deadline: addDays(today, 9) });
    await save(await createChapter(bookId), words(400));
    expect(await progress(bookId)).toMatchObject({
      targetWordCount: 1_000,
      currentWordCount: 400,
      remainingWords: 600,
      daysLeft: 10,
      wordsPerDayNeeded: 60,
      wordsToday: 400,
    });
    expect((await call(`/api/books/999999/progress`)).status).toBe(404);
  });
});
