/**
 * Chapter editor budgets (issue #28), against Tiptap and ProseMirror's example setup measured in
 * the same run:
 * - opening: a chapter editable ≤ 300 ms after navigation at 1,000 words, ≤ 800 ms at 100,000
 *   (open-bench.ts defines "editable"), clicked open from its book's page;
 * - typing: keystroke-to-paint p95 at 100,000 words ≤ 1.25 × the p95 at 1,000 words (the same
 *   keystrokes, caret in the middle; BENCH_SERIES series per size typed in turns and pooled,
 *   pooled-typing.ts), and at the start and end of the long chapter, with the caret read back
 *   where it landed; long tasks while typing;
 * - on the server: the autosave PUT /api/chapters/{id} of the long chapter ≤ 150 ms (embedded
 *   database, and the PostgreSQL server at BENCH_DATABASE_URL when one answers).
 * Starts the real server on a fresh embedded database; Tiptap and the ProseMirror example are
 * bundled into pages served from loopback with the chapter as the server stored it. Prints the
 * figures with PASS/FAIL beside the budgets; it never fails. Takes turns with the other browser
 * benches and the e2e runs of this working tree (their run lock).
 *
 *   pnpm bench:editor
 *   BENCH_WORDS (100000), BENCH_BASELINE_WORDS (1000), BENCH_OPEN_RUNS (5), BENCH_SERIES (4),
 *   BENCH_KEYSTROKES (200, per series), BENCH_KEY_INTERVAL_MS (50), BENCH_CARET (start,middle,end;
 *   the middle is always typed, for the ratio), BENCH_PUT_SAMPLES (30), BENCH_COMPETITORS (1; 0
 *   leaves them out), BENCH_CHROMIUM_ARGS, BENCH_DEBUG
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { acquireRunLock } from '../../apps/web/e2e/lib/run-lock.mjs';
import { ensureBuilt, freshServerDatabase, startServer } from '../api/server.ts';
import { launchChromium } from './browser.ts';
import type { CaretAt } from './caret.ts';
import { chapterFixture } from './chapter-fixture.ts';
import { COMPETITORS, startCompetitorSite, type Competitor } from './competitor-pages.ts';
import { openByPageLoad, openInApp, UNTYPE, type OpenRun, type OpenVia } from './open-bench.ts';
import { poolSeries, typeInTurns } from './pooled-typing.ts';
import { benchAutosavePut } from './put-bench.ts';
import { describeOpens, medianOpen, ms, table, verdict } from './report.ts';
import { signIn, type Session } from './session.ts';
import { benchTyping, type TypingFigures } from './typing-bench.ts';
import { printPooled, printRatio, printTyping } from './typing-report.ts';

const WORDS = Number(process.env.BENCH_WORDS ?? 100_000);
const BASELINE_WORDS = Number(process.env.BENCH_BASELINE_WORDS ?? 1000);
const OPEN_RUNS = Number(process.env.BENCH_OPEN_RUNS ?? 5);
const PUT_SAMPLES = Number(process.env.BENCH_PUT_SAMPLES ?? 30);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 200);
const SERIES = Number(process.env.BENCH_SERIES ?? 4);
const KEY_INTERVAL_MS = Number(process.env.BENCH_KEY_INTERVAL_MS ?? 50);
const CARETS = (process.env.BENCH_CARET ?? 'start,middle,end').split(',') as CaretAt[];
const WITH_COMPETITORS = process.env.BENCH_COMPETITORS !== '0';
const PASSWORD = 'bench-editor-password';
const SIZES = [BASELINE_WORDS, WORDS] as const;
const words = (n: number) => `${n.toLocaleString('en-US')} words`;

interface StoredChapter {
  id: number;
  title: string;
  version: number;
  wordCount: number;
  content: string;
}

async function newChapter(
  session: Session,
  bookId: number,
  title: string,
  content: string,
): Promise<StoredChapter> {
  const created = await session.call<{ id: number }>('POST', '/api/chapters', {
    bookId,
    title,
    content,
  });
  // As stored (sanitised): what the editor loads and saves back, and what the competitors load.
  return session.call<StoredChapter>('GET', `/api/chapters/${created.id}`);
}

const newBook = (session: Session) =>
  session.call<{ id: number }>('POST', '/api/books', {
    title: 'Bench Book',
    status: 'in-progress',
  });

/**
 * After an opening run in the app: the typed characters deleted again and that saved, so that every
 * run opens the same text. Tells whether the app had taken the typing as an edit to save.
 */
const untype = async (page: Page, typed: number): Promise<boolean> => {
  const indicator = page.getByTestId('save-indicator');
  await page.waitForTimeout(1500); // past the autosave's 1 s debounce
  const typedSaved = (await indicator.getAttribute('data-state')) !== 'idle';
  const before = await indicator.textContent();
  for (let i = 0; i < typed; i++) await page.keyboard.press(UNTYPE);
  await page.waitForFunction(
    (shown) => {
      const now = document.querySelector('[data-testid="save-indicator"]');
      return now?.getAttribute('data-state') === 'saved' && now.textContent !== shown;
    },
    before,
    { timeout: 30_000 },
  );
  return typedSaved;
};

ensureBuilt('web');
const releaseLock = await acquireRunLock();
const loadBefore = loadavg()[0]!.toFixed(2);
const started = performance.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-bench-editor-'));
const server = await startServer({ DATA_DIR: dataDir, APP_PASSWORD: PASSWORD });
try {
  const session = await signIn(server.baseUrl, PASSWORD);
  const book = await newBook(session);
  const chapters = new Map<number, StoredChapter>();
  for (const size of SIZES)
    chapters.set(
      size,
      await newChapter(session, book.id, `Chapter of ${words(size)}`, chapterFixture(size)),
    );
  const long = chapters.get(WORDS)!;
  const topLevelBlocks = (html: string) =>
    (html.match(/<(p|h2|ul)>/g)?.length ?? 0) - (html.match(/<li><p>/g)?.length ?? 0);
  for (const chapter of chapters.values())
    console.log(
      `Chapter: ${words(chapter.wordCount)}, ${(chapter.content.length / 1024).toFixed(0)} KB of HTML, ${topLevelBlocks(chapter.content)} top-level blocks`,
    );

  const benchPut = async (on: Session, saved: StoredChapter, database: string) => {
    const put = await benchAutosavePut(on, saved.id, saved.content, saved.version, PUT_SAMPLES);
    console.log(
      `\nAutosave PUT /api/chapters/{id}, ${words(WORDS)} (${put.samples} saves, ${database})`,
    );
    console.log(
      `  median ${ms(put.median)}   p95 ${ms(put.p95)}   budget 150 ms: ${verdict(put.p95 <= 150)}`,
    );
  };
  await benchPut(session, long, 'embedded database');
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
      const serverBook = await newBook(serverSession);
      await benchPut(
        serverSession,
        await newChapter(serverSession, serverBook.id, 'Long', long.content),
        'PostgreSQL server',
      );
    } finally {
      await onServer.stop();
      await serverDatabase.drop();
      rmSync(serverDataDir, { recursive: true, force: true });
    }
  }

  const browser = await launchChromium();
  const site = WITH_COMPETITORS ? await startCompetitorSite() : null;
  try {
    // Opening.
    const appOpens = new Map<string, OpenRun[]>();
    const competitorOpens = new Map<string, OpenRun[]>();
    const openKey = (how: string, size: number) => `${how} ${size}`;
    console.log(`\nOpening a chapter, ${OPEN_RUNS} runs each: start to editable (open-bench.ts)`);
    for (const size of SIZES) {
      const chapter = chapters.get(size)!;
      for (const via of ['row', 'title'] as OpenVia[]) {
        const runs = await openInApp(
          browser,
          server.baseUrl,
          session.cookie,
          book.id,
          chapter,
          via,
          OPEN_RUNS,
          untype,
        );
        appOpens.set(openKey(via, size), runs);
        console.log(
          `  app, ${words(size)}, click on the chapter's ${via === 'row' ? 'row (opens at once)' : 'title link (waits 250 ms for a double click)'} in the book page: ${describeOpens(runs)}`,
        );
      }
      const loads = await openByPageLoad(
        browser,
        server.baseUrl,
        `/books/${book.id}/chapters/${chapter.id}`,
        chapter.content,
        OPEN_RUNS,
        { cookie: session.cookie, afterOpen: untype },
      );
      appOpens.set(openKey('load', size), loads);
      console.log(
        `  app, ${words(size)}, full page load of the chapter's URL: ${describeOpens(loads)}`,
      );
      if (site) {
        site.addChapter(size, chapter.content);
        for (const [name, { label }] of Object.entries(COMPETITORS)) {
          const runs = await openByPageLoad(
            browser,
            site.baseUrl,
            site.pathOf(name as Competitor, size),
            chapter.content,
            OPEN_RUNS,
          );
          competitorOpens.set(openKey(name, size), runs);
          console.log(`  ${label}, ${words(size)}, full page load: ${describeOpens(runs)}`);
        }
      }
    }

    // Typing: the app in turns at both sizes (caret in the middle), then at the long chapter's
    // start and end; the competitors one series each, in the middle.
    const typeInApp = (size: number, caret: CaretAt) =>
      benchTyping(browser, server.baseUrl, `/books/${book.id}/chapters/${chapters.get(size)!.id}`, {
        keystrokes: KEYSTROKES,
        intervalMs: KEY_INTERVAL_MS,
        caret,
        html: chapters.get(size)!.content,
        cookie: session.cookie,
        waitForSave: true,
      });
    const inTurns = await typeInTurns(SIZES, SERIES, (size) => typeInApp(size, 'middle'));
    const appTyping = new Map(SIZES.map((size) => [size, poolSeries(inTurns.get(size)!)]));
    for (const size of SIZES)
      printPooled(`app, ${words(size)}`, appTyping.get(size)!, KEY_INTERVAL_MS);
    const [small, large] = SIZES;
    const ratio = printRatio(
      `Typing p95 ratio, app, ${words(large)} / ${words(small)}, round by round (series i of each size) and pooled`,
      { label: words(small), typing: appTyping.get(small)! },
      { label: words(large), typing: appTyping.get(large)! },
    );
    for (const caret of CARETS.filter((at) => at !== 'middle'))
      printTyping(`app, ${words(WORDS)}`, await typeInApp(WORDS, caret), KEY_INTERVAL_MS);
    const competitorTyping = new Map<string, TypingFigures>();
    if (site) {
      for (const [name, { label }] of Object.entries(COMPETITORS)) {
        for (const size of SIZES) {
          const typing = await benchTyping(
            browser,
            site.baseUrl,
            site.pathOf(name as Competitor, size),
            {
              keystrokes: KEYSTROKES,
              intervalMs: KEY_INTERVAL_MS,
              caret: 'middle',
              html: chapters.get(size)!.content,
            },
          );
          competitorTyping.set(`${name} ${size}`, typing);
          printTyping(`${label}, ${words(size)}`, typing, KEY_INTERVAL_MS);
        }
      }
    }

    // The comparison.
    type P50P95 = Pick<TypingFigures, 'median' | 'p95'>;
    const typingCells = (small?: P50P95, large?: P50P95) => [
      small ? `${small.median.toFixed(1)} / ${small.p95.toFixed(1)} ms` : '—',
      large ? `${large.median.toFixed(1)} / ${large.p95.toFixed(1)} ms` : '—',
      small && large ? (large.p95 / small.p95).toFixed(2) : '—',
    ];
    const openCell = (runs?: OpenRun[]) => (runs ? ms(medianOpen(runs)) : '—');
    const rows = [
      [
        'app: click on the row in the book page (in-app navigation)',
        openCell(appOpens.get(openKey('row', small))),
        openCell(appOpens.get(openKey('row', large))),
        ...typingCells(appTyping.get(small), appTyping.get(large)),
      ],
      [
        'app: full page load',
        openCell(appOpens.get(openKey('load', small))),
        openCell(appOpens.get(openKey('load', large))),
        '',
        '',
        '',
      ],
      ...Object.entries(COMPETITORS).map(([name, { label }]) => [
        `${label}: full page load (no app around it)`,
        openCell(competitorOpens.get(openKey(name, small))),
        openCell(competitorOpens.get(openKey(name, large))),
        ...typingCells(
          competitorTyping.get(`${name} ${small}`),
          competitorTyping.get(`${name} ${large}`),
        ),
      ]),
    ];
    const k = (n: number) => `${n >= 1000 ? `${n / 1000}k` : n}`;
    console.log(
      `\nMedians; typing with the caret in the middle, keystroke-to-paint p50 / p95 (the app: ${SERIES} series pooled; the others: one series)`,
    );
    console.log(
      table(
        [
          '',
          `open ${k(small)}`,
          `open ${k(large)}`,
          `typing ${k(small)}`,
          `typing ${k(large)}`,
          `p95 ratio ${k(large)}/${k(small)}`,
        ],
        rows,
      ),
    );
    const openSmall = medianOpen(appOpens.get(openKey('row', small))!);
    const openLarge = medianOpen(appOpens.get(openKey('row', large))!);
    console.log('\nBudgets (issue #28), the app:');
    console.log(
      `  open ${words(small)} after navigation ${ms(openSmall)} ≤ 300 ms: ${verdict(openSmall <= 300)}`,
    );
    console.log(
      `  open ${words(large)} after navigation ${ms(openLarge)} ≤ 800 ms: ${verdict(openLarge <= 800)}`,
    );
    console.log(
      `  typing p95 ${words(large)} / ${words(small)} ${ratio.toFixed(2)} (${SERIES} series pooled per size) ≤ 1.25: ${verdict(ratio <= 1.25)}`,
    );
  } finally {
    await site?.close();
    await browser.close();
  }
  console.log(
    `\nload average (1 min) ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after; wall time ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  releaseLock();
}
