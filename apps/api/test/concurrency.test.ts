import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

/**
 * Races between requests. They need a database that runs transactions side by side: CI runs them
 * on the PostgreSQL server (TEST_DATABASE_URL); on an embedded database that serves one connection
 * at a time they pass trivially.
 */
const t = useTestApp();

async function signedIn() {
  const cookie = await t.signIn();
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await t.request(path, { method, json, cookie });
    return { status: response.status, body: await response.json() };
  };
  return call;
}

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `w${i}`).join(' ')}</p>`;

describe('concurrent writers', () => {
  it("keep every book's currentWordCount equal to the sum of its chapters (16 writers)", async () => {
    const call = await signedIn();
    const books = await Promise.all(
      [0, 1, 2, 3].map(async (i) => (await call('POST', '/api/books', { title: `B${i}` })).body),
    );
    const chapters = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const { body } = await call('POST', '/api/chapters', {
          bookId: books[i % 4].id,
          title: `C${i}`,
          content: words(1),
        });
        return body as { id: number; version: number };
      }),
    );
    for (let round = 0; round < 4; round += 1) {
      const replies = await Promise.all(
        chapters.map((chapter, i) =>
          call('PUT', `/api/chapters/${chapter.id}`, { content: words(10 + i * 7 + round * 3) }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(chapters.map(() => 200));
    }
    for (const book of books) {
      const listed = (await call('GET', `/api/books/${book.id}/chapters`)).body as {
        wordCount: number;
      }[];
      const total = listed.reduce((sum, chapter) => sum + chapter.wordCount, 0);
      expect(total).toBeGreaterThan(0);
      expect((await call('GET', `/api/books/${book.id}`)).body.currentWordCount).toBe(total);
    }
  });

  it('20 books created at once get 20 different displayOrder values', async () => {
    const call = await signedIn();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/api/books', { title: `Book ${i}` })),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const orders = replies.map((r) => r.body.displayOrder as number);
    expect(new Set(orders).size).toBe(20);
  });

  it('20 chapters created at once without orderIndex get 20 different orderIndex values', async () => {
    const call = await signedIn();
    const book = (await call('POST', '/api/books', { title: 'Book' })).body;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/chapters', { bookId: book.id, title: `Chapter ${i}` }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const indexes = replies.map((r) => r.body.orderIndex as number);
    expect(new Set(indexes).size).toBe(20);
  });

  it('a chapter created after a delete does not take a remaining chapter’s orderIndex', async () => {
    const call = await signedIn();
    const book = (await call('POST', '/api/books', { title: 'Book' })).body;
    const first = (await call('POST', '/api/chapters', { bookId: book.id, title: 'One' })).body;
    const second = (await call('POST', '/api/chapters', { bookId: book.id, title: 'Two' })).body;
    await call('DELETE', `/api/chapters/${first.id}`);
    const third = (await call('POST', '/api/chapters', { bookId: book.id, title: 'Three' })).body;
    expect(third.orderIndex).not.toBe(second.orderIndex);
  });

  it('of 3 deletes of one chapter at once, one answers 200 and the others 404', async () => {
    const call = await signedIn();
    const book = (await call('POST', '/api/books', { title: 'Book' })).body;
    const chapter = (
      await call('POST', '/api/chapters', { bookId: book.id, title: 'One', content: words(5) })
    ).body;
    const replies = await Promise.all(
      [1, 2, 3].map(() => call('DELETE', `/api/chapters/${chapter.id}`)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    expect((await call('GET', `/api/books/${book.id}`)).body.currentWordCount).toBe(0);
  });
});
