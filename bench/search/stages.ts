import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BookEntity, ChapterEntity } from '@receipts/db';
import { createTestDatabase } from '@receipts/db/testing';
import {
  bookSearchResultSchema,
  compileSearch,
  SEARCH_RESULT_LIMIT,
  type BookSearchResult,
  type SearchOptions,
} from '@receipts/domain';
import { htmlToDoc, searchableText, textMatcher } from '@receipts/editor';
import {
  packText,
  searchChapters,
  unpackText,
  type ChapterSource,
} from '../../apps/api/src/services/search/chapter-search.ts';
import { closeWorkerPool, poolThreads, runTask } from '../../apps/api/src/workers/worker-pool.ts';

export interface Timed {
  /** Median wall time and median CPU time of this process (all its threads), in ms. */
  ms: number;
  cpu: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Median wall and CPU time of `run` over `runs` runs after one warm-up. */
async function time(runs: number, run: () => unknown): Promise<Timed> {
  await run();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    await run();
    const cpu = process.cpuUsage(cpuStart);
    walls.push(performance.now() - start);
    cpus.push((cpu.user + cpu.system) / 1000);
  }
  return { ms: median(walls), cpu: median(cpus) };
}

/**
 * Where a book search's time goes, stage by stage, in this process with the server's own code on
 * a test database (embedded, or TEST_DATABASE_URL's server): reading the chapters, handing them to
 * the worker thread (a structured copy, as postMessage makes), parsing, matching, placing the
 * listed page, checking the reply against its schema, JSON, and compressing it (Brotli 5 and
 * gzip 6, as http/compression.ts does). The worker round trip is the whole task through the pool.
 */
export async function benchSearchStages(
  chapters: readonly string[],
  query: [string, SearchOptions],
  runs: number,
): Promise<[string, Timed][]> {
  const db = await createTestDatabase();
  try {
    const em = db.orm.em.fork();
    const book = em.create(BookEntity, { title: 'Search stages', displayOrder: 0 });
    chapters.forEach((content, index) =>
      em.create(ChapterEntity, {
        book,
        title: `Chapter ${index + 1}`,
        orderIndex: index,
        status: 'draft',
        content,
        wordCount: 0,
      }),
    );
    await em.flush();
    const [q, options] = query;
    const request = { query: q, options };
    const window = { cursor: 0, limit: SEARCH_RESULT_LIMIT };
    const compiled = compileSearch(q, options);
    if (!compiled.ok) throw new Error(compiled.message);
    const regexp = compiled.regexp;

    const read = () =>
      db.orm.em
        .fork()
        .execute<{ id: number; title: string; content: string | null }[]>(
          `select id, title, content from "chapter" where book_id = ? and deleted_at is null order by order_index, id`,
          [book.id],
        );
    const rows = await read();
    const html: ChapterSource[] = rows.map(({ id, title, content }) => ({ id, title, content }));
    const blocks = chapters.map((content) => searchableText(htmlToDoc(content)));
    const packed: ChapterSource[] = rows.map(({ id, title }, index) => ({
      id,
      title,
      text: packText(blocks[index]!),
    }));
    const reply = (): BookSearchResult => {
      const { counts, matches } = searchChapters(packed, request, window);
      const total = counts.reduce((sum, count) => sum + count, 0);
      return {
        total,
        truncated: matches.length < total,
        nextCursor: matches.length < total ? matches.length : null,
        chapters: rows.map((row, index) => ({
          chapterId: row.id,
          chapterTitle: row.title,
          count: counts[index] ?? 0,
        })),
        matches,
      };
    };
    const built = reply();
    const json = JSON.stringify(built);
    const bytes = Buffer.from(json);

    const stages: [string, () => unknown][] = [
      ['read id, title, HTML (3.8 MB) from PostgreSQL', read],
      [
        'read id, title, stamp (xmin) only',
        () =>
          db.orm.em
            .fork()
            .execute(
              `select id, title, xmin::text as stamp from "chapter" where book_id = ? and deleted_at is null order by order_index, id`,
              [book.id],
            ),
      ],
      ['copy to the worker: HTML', () => structuredClone(html)],
      ['copy to the worker: kept text (packed)', () => structuredClone(packed)],
      ['parse HTML → searchable text', () => chapters.map((c) => searchableText(htmlToDoc(c)))],
      [
        `parse on the pool in ${poolThreads()} parts`,
        () =>
          Promise.all(
            Array.from({ length: poolThreads() }, (_, part) =>
              runTask('searchable-texts', {
                chapters: chapters.filter((_, index) => index % poolThreads() === part),
              }),
            ),
          ),
      ],
      ['unpack kept text', () => packed.map((c) => 'text' in c && unpackText(c.text))],
      ['match (every chapter, every match)', () => blocks.map((b) => textMatcher(b).find(regexp))],
      ['task from HTML, first page placed', () => searchChapters(html, request, window)],
      ['task from kept text, first page placed', () => searchChapters(packed, request, window)],
      [
        'worker round trip from HTML (pool)',
        () => runTask('search-chapters', { chapters: html, request, window }),
      ],
      [
        'worker round trip from kept text (pool)',
        () => runTask('search-chapters', { chapters: packed, request, window }),
      ],
      ['check the reply (zod)', () => bookSearchResultSchema.parse(built)],
      ['JSON.stringify the reply', () => JSON.stringify(built)],
      [
        `Brotli 5 (${Math.round(bytes.length / 1024)} KB)`,
        () =>
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
      ],
      ['gzip 6', () => gzipSync(bytes, { level: 6 })],
    ];
    const timed: [string, Timed][] = [];
    for (const [label, run] of stages) timed.push([label, await time(runs, run)]);
    return timed;
  } finally {
    await closeWorkerPool();
    await db.destroy();
  }
}
