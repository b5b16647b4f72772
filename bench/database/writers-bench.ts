import { signIn, type Session } from '../editor/session.ts';
import { startServer } from '../api/server.ts';
import { measureThroughput, median } from '../api/stats.ts';

export interface WritersFigures {
  /** Requests per second of each round, sorted. */
  rounds: number[];
  median: number;
  errors: number;
}

const paragraph = (writer: number, n: number) =>
  `<p>Writer ${writer}, save ${n}: the receipts show <strong>exactly</strong> what the institution did, cited (Smith, 2020), and every line of it was written down at the time.</p>`;

/** A chapter of about 600 words whose text differs on every save. */
const chapterText = (writer: number, n: number) =>
  Array.from({ length: 24 }, (_, i) => paragraph(writer, n + i)).join('');

/**
 * `writers` signed-in clients, each autosaving its own chapter (in a book of its own, so no two
 * writers touch the same row) as fast as the server answers, for `rounds` rounds of `roundMs`.
 * Every save changes the text and carries the version it was based on, as the editor sends it.
 */
export async function benchWriters(
  env: Record<string, string>,
  password: string,
  { writers = 16, rounds = 5, roundMs = 3000 } = {},
): Promise<WritersFigures> {
  const server = await startServer({ ...env, APP_PASSWORD: password });
  try {
    const session: Session = await signIn(server.baseUrl, password);
    const chapters: { id: number; version: number }[] = [];
    for (let w = 0; w < writers; w++) {
      const book = await session.call<{ id: number }>('POST', '/api/books', {
        title: `Writer ${w}`,
      });
      const chapter = await session.call<{ id: number }>('POST', '/api/chapters', {
        bookId: book.id,
        title: `Chapter of writer ${w}`,
        content: chapterText(w, 0),
      });
      const read = await session.call<{ version: number }>('GET', `/api/chapters/${chapter.id}`);
      chapters.push({ id: chapter.id, version: read.version });
    }
    let errors = 0;
    let save = 0;
    const writeOnce = async (w: number) => {
      const chapter = chapters[w]!;
      save += 1;
      try {
        const saved = await session.call<{ version: number }>(
          'PUT',
          `/api/chapters/${chapter.id}`,
          {
            content: chapterText(w, save),
            wordCount: 0,
            eeatScore: null,
            baseVersion: chapter.version,
          },
        );
        chapter.version = saved.version;
      } catch {
        errors += 1;
      }
    };
    // Warm-up: every writer saves a few times before anything is timed.
    for (let i = 0; i < 3; i++) await Promise.all(chapters.map((_, w) => writeOnce(w)));
    const results: number[] = [];
    for (let r = 0; r < rounds; r++) {
      results.push(await measureThroughput(writeOnce, writers, roundMs));
    }
    results.sort((a, b) => a - b);
    return { rounds: results, median: median(results), errors };
  } finally {
    await server.stop();
  }
}
