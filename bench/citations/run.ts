/**
 * Citation benchmarks; prints figures.
 *
 *   pnpm bench:citations
 *
 * 1. Extraction: the in-text grammar and distinct works over a 150,000-word book (goal ≤ 300 ms),
 *    and the whole chapter pipeline (HTML → schema document → citations paired with references).
 * 2. validate-all of 200 citations against the Crossref stand-in answering after 100 ms: one at a
 *    time, three at a time (goal ≥ 2.5x faster), and again with the answers cached in the database
 *    (goal ≤ 0.5 s). Measured without the polite pool's rate limit (adapters/crossref), which
 *    would make both runs take 200 / 3 s.
 */
import { createTestDatabase } from '@receipts/db/testing';
import { BookEntity, ChapterEntity } from '@receipts/db';
import { distinctWorks, findInTextCitations } from '@receipts/domain';
import { labelledCorpus } from '../../packages/domain/src/citations/fixtures/labelled-corpus.ts';
import {
  createCrossrefAdapter,
  createCrossrefClient,
} from '../../apps/api/src/adapters/crossref/index.ts';
import { CROSSREF_RATES } from '../../apps/api/src/adapters/crossref/crossref-adapter.ts';
import { createDatabaseResponseCache } from '../../apps/api/src/adapters/crossref/response-cache.ts';
import { readChapterCitations } from '../../apps/api/src/services/citations/chapter-citations.ts';
import { extractBookCitations } from '../../apps/api/src/services/citations/extract-citations.service.ts';
import { validateAllCitations } from '../../apps/api/src/services/citations/validate-all.service.ts';
import { catalogue } from '../../apps/api/test/crossref-catalogue.ts';
import { startCrossrefStandIn } from '../../apps/api/test/crossref-stand-in.ts';
import { median } from '../api/stats.ts';

const BOOK_WORDS = 150_000;
const CHAPTERS = 20;
const CITATIONS = 200;
/** Rates far above the stand-in's, so only latency and concurrency count. */
const UNTHROTTLED = {
  search: { perSecond: 10_000, concurrency: 3 },
  work: { perSecond: 10_000, concurrency: 3 },
};
const LATENCY_MS = 100;
const RUNS = 5;

/** A surname made of letters only: 0 → Aaa, 1 → Aab … */
const surname = (n: number) =>
  `Au${[2, 1, 0].map((p) => String.fromCharCode(97 + (Math.floor(n / 26 ** p) % 26))).join('')}`;

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function time<T>(task: () => T | Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await task();
  return [performance.now() - start, result];
}

/** Prose from the labelled corpus (about one citation per 15 words) diluted with plain sentences. */
function bookText(): string[] {
  const filler =
    'The committee met again, reviewed the dashboard, and agreed that the dashboard was green. ';
  const passages = labelledCorpus.map((passage) => passage.text);
  const chapters: string[] = [];
  const perChapter = BOOK_WORDS / CHAPTERS;
  for (let c = 0; c < CHAPTERS; c++) {
    const paragraphs: string[] = [];
    let words = 0;
    for (let p = 0; words < perChapter; p++) {
      const text = p % 3 === 0 ? passages[(c + p) % passages.length]! : filler.repeat(8);
      paragraphs.push(text);
      words += text.split(/\s+/u).length;
    }
    chapters.push(paragraphs.join('\n\n'));
  }
  return chapters;
}

async function extractionBench() {
  const chapters = bookText();
  const whole = chapters.join('\n\n');
  const words = whole.split(/\s+/u).length;
  const [cold, first] = await time(() => findInTextCitations(whole));
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++)
    warm.push((await time(() => distinctWorks(findInTextCitations(whole))))[0]);
  const html = chapters.map((text) =>
    text
      .split('\n\n')
      .map((p) => `<p>${p.replace(/&/gu, '&amp;')}</p>`)
      .join(''),
  );
  const pipeline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    pipeline.push((await time(() => html.forEach((chapter) => readChapterCitations(chapter))))[0]);
  }
  console.log(
    `Extraction over ${words.toLocaleString('en')} words, ${first.length} citations found`,
  );
  console.log(`  grammar, first run (regex compilation included): ${ms(cold)}`);
  console.log(
    `  grammar + distinct works, median of ${RUNS}: ${ms(median(warm))}  (goal ≤ 300 ms)`,
  );
  console.log(
    `  whole pipeline from chapter HTML (${CHAPTERS} chapters), median of ${RUNS}: ${ms(median(pipeline))}`,
  );
}

async function validationBench() {
  const standIn = await startCrossrefStandIn(catalogue, { latencyMs: LATENCY_MS });
  const db = await createTestDatabase();
  try {
    const em = db.orm.em.fork();
    const book = em.create(BookEntity, { title: 'Bench', displayOrder: 0 });
    const perChapter = CITATIONS / 10;
    for (let c = 0; c < 10; c++) {
      const cites = Array.from(
        { length: perChapter },
        (_, i) => `(${surname(c * perChapter + i)}, ${1950 + i})`,
      );
      const refs = Array.from(
        { length: perChapter },
        (_, i) =>
          `<p>${surname(c * perChapter + i)}, A. (${1950 + i}). Study number ${c * perChapter + i} of institutional habits. Journal of Benchmarks, ${i + 1}(2), 10–20.</p>`,
      );
      em.create(ChapterEntity, {
        book,
        title: `Chapter ${c + 1}`,
        orderIndex: c,
        status: 'draft',
        content: `<p>Institutions keep receipts ${cites.join(' and ')}.</p><h2>References</h2>${refs.join('')}`,
        wordCount: 0,
      });
    }
    await em.flush();
    const { totalCitations } = await extractBookCitations(db.orm.em.fork(), book.id);
    const adapter = createCrossrefAdapter(
      {
        crossrefBaseUrl: standIn.url,
        crossrefMailto: undefined,
      },
      { rates: UNTHROTTLED },
    );
    const serverIndex = () => createCrossrefClient(adapter, createDatabaseResponseCache(db.orm));
    const run = async (concurrency: number, index: ReturnType<typeof serverIndex>) => {
      standIn.requests.length = 0;
      const [elapsed, result] = await time(() =>
        validateAllCitations(db.orm.em.fork(), index, book.id, { concurrency }),
      );
      return { elapsed, validated: result.validated, requests: standIn.requests.length };
    };
    const clearCache = () => db.orm.em.fork().getConnection().execute('delete from crossref_cache');
    const serial = await run(1, serverIndex());
    await clearCache();
    const running = serverIndex();
    const bounded = await run(3, running);
    const cached = await run(3, running);
    const restarted = await run(3, serverIndex());
    console.log(
      `validate-all of ${totalCitations} citations, stand-in latency ${LATENCY_MS} ms, without Crossref's rate limit ` +
        `(with it, ${CROSSREF_RATES.search.perSecond} searches a second bound a real run to at least ${ms((totalCitations / CROSSREF_RATES.search.perSecond) * 1000)})`,
    );
    console.log(`  one at a time:       ${ms(serial.elapsed)} (${serial.requests} requests)`);
    console.log(
      `  three at a time:     ${ms(bounded.elapsed)} (${bounded.requests} requests) — ${(serial.elapsed / bounded.elapsed).toFixed(2)}x faster (goal ≥ 2.5x)`,
    );
    console.log(
      `  cached re-run:       ${ms(cached.elapsed)} (${cached.requests} requests) (goal ≤ 500 ms)`,
    );
  } finally {
    await standIn.close();
    await db.destroy();
  }
}

await extractionBench();
await validationBench();
