/**
 * Chapter editor budgets with a 100,000-word chapter (issue "Chapter editor"):
 * - in Chromium: keystroke-to-paint p95 ≤ 16 ms, no long task over 50 ms while typing;
 * - on the server: the autosave PUT /api/chapters/{id} of that chapter ≤ 150 ms.
 * Starts the real server on a fresh embedded database (and, for the PUT, on a fresh database of the
 * PostgreSQL server at BENCH_DATABASE_URL when one answers) and prints the figures (not a test).
 *
 *   pnpm --filter @receipts/bench editor
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, freshServerDatabase, startServer } from '../api/server.ts';
import { chapterFixture } from './chapter-fixture.ts';
import { benchAutosavePut } from './put-bench.ts';
import { signIn, type Session } from './session.ts';
import { benchTyping, type CaretAt } from './typing-bench.ts';

const WORDS = Number(process.env.BENCH_WORDS ?? 100_000);
const PUT_SAMPLES = Number(process.env.BENCH_PUT_SAMPLES ?? 30);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 300);
const KEY_INTERVAL_MS = Number(process.env.BENCH_KEY_INTERVAL_MS ?? 50);
const CARETS = (process.env.BENCH_CARET ?? 'middle').split(',') as CaretAt[];
const BASELINE_WORDS = Number(process.env.BENCH_BASELINE_WORDS ?? 1000);
const PASSWORD = 'bench-editor-password';

ensureBuilt('web');

interface StoredChapter {
  id: number;
  version: number;
  wordCount: number;
  content: string;
}

/** A book with one chapter of `content`, and the chapter as stored (sanitised: what the editor loads and saves back). */
async function newLongChapter(
  session: Session,
  content: string,
): Promise<{ bookId: number; chapter: StoredChapter }> {
  const book = await session.call<{ id: number }>('POST', '/api/books', {
    title: 'Bench Book',
    status: 'in-progress',
  });
  const created = await session.call<{ id: number }>('POST', '/api/chapters', {
    bookId: book.id,
    title: 'The Long Chapter',
    content,
  });
  return {
    bookId: book.id,
    chapter: await session.call<StoredChapter>('GET', `/api/chapters/${created.id}`),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-editor-'));
const server = await startServer({ DATA_DIR: dataDir, APP_PASSWORD: PASSWORD });
const ms = (value: number) => `${value.toFixed(1)} ms`;
try {
  const session = await signIn(server.baseUrl, PASSWORD);
  const { bookId, chapter } = await newLongChapter(session, chapterFixture(WORDS));
  console.log(
    `\nChapter: ${chapter.wordCount.toLocaleString('en-US')} words, ${(chapter.content.length / 1024).toFixed(0)} KB of HTML`,
  );

  const benchPut = async (on: Session, saved: StoredChapter, database: string) => {
    const put = await benchAutosavePut(on, saved.id, saved.content, saved.version, PUT_SAMPLES);
    console.log(`\nAutosave PUT /api/chapters/{id} (${put.samples} saves, ${database})`);
    console.log(`  median ${ms(put.median)}   p95 ${ms(put.p95)}   budget 150 ms`);
  };
  await benchPut(session, chapter, 'embedded database');
  const serverDatabase = await freshServerDatabase('receipts_bench_editor');
  if (serverDatabase) {
    const serverDataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-editor-server-'));
    const onServer = await startServer({
      DATA_DIR: serverDataDir,
      DATABASE_URL: serverDatabase.url,
      APP_PASSWORD: PASSWORD,
    });
    try {
      const serverSession = await signIn(onServer.baseUrl, PASSWORD);
      await benchPut(
        serverSession,
        (await newLongChapter(serverSession, chapter.content)).chapter,
        'PostgreSQL server',
      );
    } finally {
      await onServer.stop();
      await serverDatabase.drop();
      rmSync(serverDataDir, { recursive: true, force: true });
    }
  }

  const longest = (list: number[]) => (list.length ? `${Math.max(...list)} ms` : 'none');
  const typeInto = async (chapterId: number, label: string, caret: CaretAt) => {
    const typing = await benchTyping(
      server.baseUrl,
      session.cookie,
      `/books/${bookId}/chapters/${chapterId}`,
      KEYSTROKES,
      KEY_INTERVAL_MS,
      caret,
    );
    console.log(
      `\nTyping in Chromium, ${label} (${typing.keystrokes} keystrokes, one every ~${KEY_INTERVAL_MS} ms, caret at the ${caret})`,
    );
    console.log(`  page load to editor ready ${ms(typing.loadMs)}`);
    console.log(
      `  keystroke-to-paint median ${ms(typing.median)}   p95 ${ms(typing.p95)}   max ${ms(typing.max)}   budget p95 16 ms`,
    );
    console.log(
      `  long tasks while typing: ${typing.longTasksWhileTyping.length} (longest ${longest(typing.longTasksWhileTyping)})   budget none over 50 ms`,
    );
    console.log(
      `  long tasks after typing (trailing save): ${typing.longTasksAfterTyping.length} (longest ${longest(typing.longTasksAfterTyping)})`,
    );
  };
  for (const caret of CARETS)
    await typeInto(chapter.id, `${WORDS.toLocaleString('en-US')}-word chapter`, caret);
  if (BASELINE_WORDS > 0) {
    // The same typing in a short chapter: what this machine costs per keystroke whatever the size.
    const small = await session.call<{ id: number }>('POST', '/api/chapters', {
      bookId,
      title: 'A Short Chapter',
      content: chapterFixture(BASELINE_WORDS),
    });
    await typeInto(
      small.id,
      `baseline ${BASELINE_WORDS.toLocaleString('en-US')}-word chapter`,
      'middle',
    );
  }
  console.log('');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
