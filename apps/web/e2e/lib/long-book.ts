import { addChapter } from './chapter-page.ts';
import { api, createBook, uniqueTitle, type ApiClient } from './helpers.ts';

const WORDS =
  'the committee reviewed accountability of every administrative correspondence and procurement memorandum whose understanding notwithstanding reorganisation quarterly minutes satirical institutional recommendations never implemented consultants deliverables'.split(
    ' ',
  );

/** A chapter of about `words` words in paragraphs of 80, a footnote every fifth paragraph. */
export function longChapter(chapter: number, words: number): string {
  const paragraphs: string[] = [];
  for (let p = 0; p * 80 < words; p++) {
    const text = Array.from(
      { length: 80 },
      (_, i) => WORDS[(chapter * 31 + p * 7 + i * 3) % WORDS.length],
    ).join(' ');
    paragraphs.push(
      p % 5 === 4
        ? `<p>${text}<span data-footnote="">Filed as note ${chapter}.${p}.</span> concluded.</p>`
        : `<p>${text}</p>`,
    );
  }
  return paragraphs.join('');
}

/** A book of `chapters` completed chapters of `words` words each, made through the API. */
export async function createLongBook(
  context: ApiClient,
  title: string,
  { chapters = 8, words = 12_500 } = {},
) {
  const book = await createBook(context, uniqueTitle(title), { authorName: 'Nia Writer' });
  for (let orderIndex = 0; orderIndex < chapters; orderIndex++)
    await addChapter(context, book.id, `Session ${orderIndex + 1}`, {
      orderIndex,
      status: 'completed',
      content: longChapter(orderIndex, words),
    });
  return book;
}

/** Starts a print-PDF export job of the book (the server's queue runs it). */
export const startPrintExport = (context: ApiClient, bookId: number) =>
  api(context, 'POST', `/api/books/${bookId}/jobs`, { kind: 'export', export: { format: 'pdf' } });

/**
 * The server runs two jobs at a time: two long print exports take both, so a job queued next (an
 * import) waits its turn for seconds on any machine, time enough to watch, reload or cancel it.
 * The returned function cancels the exports, freeing the queue.
 */
export async function occupyTheQueue(context: ApiClient): Promise<() => Promise<void>> {
  const busy = await Promise.all([
    createLongBook(context, 'Busy Press One'),
    createLongBook(context, 'Busy Press Two'),
  ]);
  const exports: { id: string }[] = [];
  for (const other of busy)
    exports.push((await startPrintExport(context, other.id)) as { id: string });
  return async () => {
    for (const running of exports) await api(context, 'POST', `/api/jobs/${running.id}/cancel`);
  };
}
