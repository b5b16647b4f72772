import type { Book } from '@receipts/domain';
import type { BootRecorder } from './boot-data.ts';

/** What a page's first render reads, asked for with the inputs the page itself uses. */
type PageQueries = (match: RegExpExecArray, url: URL, boot: BootRecorder) => Promise<unknown>;

const EEAT_LOG_PAGE = { limit: 50 };

/**
 * The signed-in pages whose data the server sends with their HTML, so their first render needs no
 * round trip of its own (apps/web's routes and features make the same calls; the journey
 * `pages-open-without-a-call` holds the two together).
 */
const PAGES: ReadonlyArray<readonly [name: string, RegExp, PageQueries]> = [
  [
    'dashboard',
    /^\/$/,
    (_, __, boot) =>
      Promise.all([boot.query('books.list'), boot.query('profile.get'), boot.query('goals.get')]),
  ],
  [
    'book',
    /^\/book\/(\d{1,9})$/,
    ([, id], _, boot) => {
      const input = { id: Number(id) };
      return Promise.all([
        boot.query('books.get', input),
        boot.query('chapters.summariesByBook', input),
        boot.query('goals.bookProgress', input),
      ]);
    },
  ],
  [
    'chapter',
    /^\/books\/(\d{1,9})\/chapters\/(\d{1,9})$/,
    async ([, , chapterId], _, boot) => {
      const chapter = await boot.query<{ id: number; bookId: number }>('chapters.get', {
        id: Number(chapterId),
      });
      if (!chapter) return;
      const book = { id: chapter.bookId };
      await Promise.all([
        boot.query('chapters.latestEeat', { id: chapter.id }),
        boot.query('citations.statusesByChapter', { ...book, chapterId: chapter.id }),
        boot.query('books.get', book),
        boot.query('chapters.summariesByBook', book),
      ]);
    },
  ],
  [
    'settings',
    /^\/settings$/,
    (_, __, boot) =>
      Promise.all([
        boot.query('profile.get'),
        boot.query('settings.ai.get'),
        boot.query('backup.status'),
        boot.query('tokens.list'),
      ]),
  ],
  [
    'eeat-log',
    /^\/quality\/eeat-log$/,
    (_, __, boot) => boot.query('eeatLogs.page', EEAT_LOG_PAGE, { infinite: true }),
  ],
  [
    'work-remaining',
    /^\/quality\/work-remaining$/,
    async (_, url, boot) => {
      const books = await boot.query<Book[]>('books.list');
      const picked = Number(url.searchParams.get('book'));
      const book = books?.find((b) => b.id === picked) ?? books?.[0];
      if (!book) return;
      await Promise.all([
        boot.query('milestones.listByBook', { id: book.id }),
        boot.query('chapters.summariesByBook', { id: book.id }),
      ]);
    },
  ],
];

/**
 * Asks `boot` for what the page at `url` reads first; the page's name (as the web build's
 * `page-chunks.json` names it), or null for a page not in the table.
 */
export async function queryPage(url: URL, boot: BootRecorder): Promise<string | null> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  for (const [name, pattern, queries] of PAGES) {
    const match = pattern.exec(path);
    if (match) {
      await queries(match, url, boot);
      return name;
    }
  }
  return null;
}
