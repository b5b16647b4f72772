import { messages, type Book } from '@receipts/domain';
import type { BootRecorder } from './boot-data.ts';

/**
 * What a page's first render reads, asked for with the inputs the page itself uses; resolves to
 * the page's heading (its `h1`) when the answers name it.
 */
type PageQueries = (
  match: RegExpExecArray,
  url: URL,
  boot: BootRecorder,
) => Promise<string | undefined>;

const EEAT_LOG_PAGE = { limit: 50 };

const titleOf = (found: { title: string } | undefined) => found?.title;

/**
 * The signed-in pages whose data the server sends with their HTML, so their first render needs no
 * round trip of its own (apps/web's routes and features make the same calls; the journey
 * `pages-open-without-a-call` holds the two together).
 */
const PAGES: ReadonlyArray<readonly [name: string, RegExp, PageQueries]> = [
  [
    'dashboard',
    /^\/$/,
    async (_, __, boot) => {
      await Promise.all([
        boot.query('books.list'),
        boot.query('profile.get'),
        boot.query('goals.get'),
      ]);
      return messages.dashboard.heading;
    },
  ],
  [
    'book',
    /^\/book\/(\d{1,9})$/,
    async ([, id], _, boot) => {
      const input = { id: Number(id) };
      const [book] = await Promise.all([
        boot.query<Book>('books.get', input),
        boot.query('chapters.summariesByBook', input),
        boot.query('goals.bookProgress', input),
      ]);
      return titleOf(book);
    },
  ],
  [
    'chapter',
    /^\/books\/(\d{1,9})\/chapters\/(\d{1,9})$/,
    async ([, , chapterId], _, boot) => {
      const chapter = await boot.query<{ id: number; bookId: number; title: string }>(
        'chapters.get',
        { id: Number(chapterId) },
      );
      if (!chapter) return undefined;
      const book = { id: chapter.bookId };
      await Promise.all([
        boot.query('chapters.latestEeat', { id: chapter.id }),
        boot.query('citations.statusesByChapter', { ...book, chapterId: chapter.id }),
        boot.query('books.get', book),
        boot.query('chapters.summariesByBook', book),
      ]);
      return chapter.title;
    },
  ],
  [
    'settings',
    /^\/settings$/,
    async (_, __, boot) => {
      await Promise.all([
        boot.query('profile.get'),
        boot.query('settings.ai.get'),
        boot.query('backup.status'),
        boot.query('tokens.list'),
      ]);
      return messages.settings.title;
    },
  ],
  [
    'eeat-log',
    /^\/quality\/eeat-log$/,
    async (_, __, boot) => {
      await boot.query('eeatLogs.page', EEAT_LOG_PAGE, { infinite: true });
      return messages.sidebar.eeatLog;
    },
  ],
  [
    'work-remaining',
    /^\/quality\/work-remaining$/,
    async (_, url, boot) => {
      const books = await boot.query<Book[]>('books.list');
      const picked = Number(url.searchParams.get('book'));
      const book = books?.find((b) => b.id === picked) ?? books?.[0];
      if (book)
        await Promise.all([
          boot.query('milestones.listByBook', { id: book.id }),
          boot.query('chapters.summariesByBook', { id: book.id }),
        ]);
      return messages.workRemaining.heading;
    },
  ],
];

/** A page of the table: its name (as the web build's `page-chunks.json` names it) and heading. */
export interface QueriedPage {
  name: string;
  heading: string | undefined;
}

/** Asks `boot` for what the page at `url` reads first; null for a page not in the table. */
export async function queryPage(url: URL, boot: BootRecorder): Promise<QueriedPage | null> {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  for (const [name, pattern, queries] of PAGES) {
    const match = pattern.exec(path);
    if (match) return { name, heading: await queries(match, url, boot) };
  }
  return null;
}
