import { request } from 'playwright-core';
import { addChapter } from '../e2e/lib/chapter-page.ts';
import { api, createBook } from '../e2e/lib/helpers.ts';
import { png } from '../e2e/lib/png.ts';

/** The realistic library: three books with 800 × 1200 covers, chapters of ~5,000 words. */
const BOOKS = ['The Ledger of Small Lies', 'Minutes Nobody Read', 'A Footnote Too Far'];
const CHAPTERS_PER_BOOK = 3;
const PARAGRAPHS_PER_CHAPTER = 200; // of 25 words: ~5,000 words

const paragraph = (n: number) =>
  `<p>Paragraph ${n + 1}: the receipts show <strong>exactly</strong> what the institution did and when it said otherwise, as the minutes record it in full (Smith, 2020).</p>`;
const chapterHtml = Array.from({ length: PARAGRAPHS_PER_CHAPTER }, (_, n) => paragraph(n)).join('');

export interface SeededLibrary {
  /** The session cookie of the signed-in pages. */
  cookie: { name: string; value: string };
  bookId: number;
  chapterId: number;
}

/**
 * Signs in and fills the library through the REST API (the e2e helpers), then scores one chapter so
 * the E-E-A-T log has a row. `api` reads the server's address from E2E_BASE_URL.
 */
export async function seedLibrary(baseURL: string, password: string): Promise<SeededLibrary> {
  process.env.E2E_BASE_URL = baseURL;
  const client = { request: await request.newContext({ baseURL }) };
  try {
    await api(client, 'POST', '/api/auth/login', { password });
    const cover = png(800, 1200);
    const chapterIds: number[] = [];
    let firstBookId = 0;
    for (const [index, title] of BOOKS.entries()) {
      const book = await createBook(client, title, {
        status: 'in-progress',
        description: 'A satirical audit of an institution, receipts attached.',
      });
      firstBookId ||= book.id;
      const upload = await client.request.post(`/api/books/${book.id}/cover`, {
        headers: { origin: baseURL },
        multipart: {
          cover: { name: `cover-${index + 1}.png`, mimeType: 'image/png', buffer: cover },
        },
      });
      if (!upload.ok()) throw new Error(`cover upload: ${upload.status()} ${await upload.text()}`);
      for (let n = 0; n < CHAPTERS_PER_BOOK; n += 1) {
        const chapter = await addChapter(client, book.id, `Chapter ${n + 1}`, {
          orderIndex: n,
          content: chapterHtml,
        });
        chapterIds.push(chapter.id);
      }
    }
    const chapterId = chapterIds[0]!;
    await api(client, 'POST', `/api/chapters/${chapterId}/score-eeat`);
    const { cookies } = await client.request.storageState();
    const session = cookies[0];
    if (!session) throw new Error('the login set no session cookie');
    return { cookie: { name: session.name, value: session.value }, bookId: firstBookId, chapterId };
  } finally {
    await client.request.dispose();
  }
}
