import type { TestApp } from './test-app.ts';

export type Row = Record<string, unknown>;

/** A multipart body with one file, as a browser's FormData sends it. */
export function form(field: string, bytes: Uint8Array | string, name: string, type = '') {
  const body = new FormData();
  body.append(field, new Blob([bytes as BlobPart], { type }), name);
  return body;
}

/** Upload requests and the reads that check them, for one test app and its signed-in cookie. */
export function uploadClient(t: TestApp, cookieOf: () => string) {
  async function post(url: string, body: FormData, withCookie = true) {
    const response = await t.request(url, {
      method: 'POST',
      body,
      cookie: withCookie ? cookieOf() : undefined,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  const uploadPlan = (bytes: Uint8Array | string, name: string, type = '') =>
    post('/api/upload/book', form('document', bytes, name, type));
  const uploadChapters = (bookId: number, bytes: Uint8Array | string, name: string) =>
    post(`/api/books/${bookId}/upload-chapters`, form('document', bytes, name));
  const uploadCover = (bookId: number, bytes: Uint8Array | string, name: string) =>
    post(`/api/books/${bookId}/cover`, form('cover', bytes, name));

  async function get<T>(url: string): Promise<T> {
    return (await (await t.request(url, { cookie: cookieOf() })).json()) as T;
  }

  async function createBook(title = 'Existing') {
    const response = await t.request('/api/books', {
      method: 'POST',
      cookie: cookieOf(),
      json: { title, targetWordCount: 1000, currentWordCount: 0, status: 'planning' },
    });
    return ((await response.json()) as { id: number }).id;
  }

  async function createChapter(bookId: number, title: string, content: string) {
    await t.request('/api/chapters', {
      method: 'POST',
      cookie: cookieOf(),
      json: { bookId, title, content, orderIndex: 0, wordCount: 0, status: 'draft', notes: null },
    });
  }

  /** Every row a refused upload could have touched, and the names of the stored covers. */
  async function snapshot() {
    const books = await get<Row[]>('/api/books');
    const chapters = await Promise.all(
      books.map((book) => get<Row[]>(`/api/books/${String(book.id)}/chapters`)),
    );
    const milestones = await Promise.all(
      books.map((book) => get<Row[]>(`/api/books/${String(book.id)}/milestones`)),
    );
    const covers = (
      await t.services.orm.em
        .fork()
        .execute<{ name: string }[]>('select "name" from "cover_image" order by "name"')
    ).map((row) => row.name);
    return { books, chapters, milestones, covers };
  }

  return {
    post,
    uploadPlan,
    uploadChapters,
    uploadCover,
    get,
    createBook,
    createChapter,
    snapshot,
  };
}
