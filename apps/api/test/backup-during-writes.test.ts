import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBackup } from '../src/backup/backup-service.ts';
import { restoreFromFile } from '../src/backup/restore-service.ts';
import { backupDeps, withSql, BACKUP_TEST_TIMEOUT_MS } from './backup-library.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const CHAPTERS = 120;
const paragraph = (n: number, words: number) =>
  `<p>${Array.from({ length: words }, (_, i) => `word${(n * 31 + i) % 977}`).join(' ')}</p>`;

/** Each book's stored total against the sum of its chapters, and how many saves each chapter had. */
const consistency = (t: TestApp) =>
  withSql(t, async (sql) => {
    const { rows } = await sql.query<{ id: number; total: number; sum: number }>(
      `select b.id, b.current_word_count as total, coalesce(sum(c.word_count), 0)::int as sum
         from book b left join chapter c on c.book_id = b.id group by b.id order by b.id`,
    );
    return rows;
  });

/**
 * A backup taken while chapters are being saved restores to a state the app could have been in:
 * every book's word count equals the sum of its chapters' (the book row is dumped before the
 * chapter rows, so anything but one snapshot would mix before and after).
 */
describe('a backup taken while writes go on', { timeout: BACKUP_TEST_TIMEOUT_MS }, () => {
  let source: TestApp;
  let restored: TestApp;
  beforeAll(async () => {
    source = await createTestApp();
    restored = await createTestApp();
  });
  afterAll(async () => {
    await source?.close();
    await restored?.close();
  });

  it('restores to one consistent moment', async () => {
    const api = await source.caller();
    const book = await api.books.create({ title: 'Busy Book' });
    const ids: number[] = [];
    for (let n = 0; n < CHAPTERS; n++) {
      const chapter = await api.chapters.create({
        bookId: book.id,
        title: `Chapter ${n}`,
        content: paragraph(n, 2000),
        orderIndex: n,
        status: 'draft',
      });
      ids.push(chapter.id);
    }
    let saving = true;
    let savesDuringBackup = 0;
    const writer = (async () => {
      for (let round = 1; saving; round++) {
        const id = ids[round % ids.length]!;
        await api.chapters.update({ id, content: paragraph(round, 100 + (round % 50)) });
        savesDuringBackup++;
      }
    })();
    const made = await makeBackup(backupDeps(source), 'download');
    saving = false;
    await writer;
    expect(savesDuringBackup).toBeGreaterThan(0);

    await restoreFromFile(backupDeps(restored), made.file, { replace: false });
    const rows = await consistency(restored);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.total).toBe(rows[0]!.sum);
    expect(rows[0]!.total).toBeGreaterThan(0);
  });
});
