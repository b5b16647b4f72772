import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});

describe('replies of the real app', () => {
  it('REST and tRPC JSON travel compressed and read back the same', async () => {
    const api = await t.caller();
    for (let i = 0; i < 12; i += 1) await api.books.create({ title: `Book number ${i}` });
    const plain = await (await t.request('/api/books', { cookie })).text();
    expect(plain.length).toBeGreaterThan(1024);

    const br = await t.request('/api/books', { cookie, headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);

    const trpc = await t.request('/trpc/books.list', {
      cookie,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(trpc.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await trpc.arrayBuffer())).toString());
    expect(body.result.data).toHaveLength(12);
  });

  it('a book’s chapters go out compressed as the client takes them, again after a change', async () => {
    const api = await t.caller();
    const book = await api.books.create({ title: 'Compressed chapters' });
    const chapter = await api.chapters.create({
      bookId: book.id,
      title: 'One',
      content: `<p>${'Words of the chapter. '.repeat(200)}</p>`,
    });
    const url = `/api/books/${book.id}/chapters`;
    const read = async (encoding: 'br' | 'gzip') => {
      const plain = await (await t.request(url, { cookie })).text();
      const response = await t.request(url, { cookie, headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((encoding === 'br' ? brotliDecompressSync : gunzipSync)(bytes).toString()).toBe(plain);
      return plain;
    };
    await read('br');
    await read('br'); // the kept reply's compressed form
    await read('gzip');
    await api.chapters.update({ id: chapter.id, title: 'Renamed' });
    expect(JSON.parse(await read('br'))[0].title).toBe('Renamed');
  });

  it('the OpenAPI document goes out compressed to a fifth of its size or less', async () => {
    const plain = await (await t.request('/api/openapi.json')).arrayBuffer();
    const br = await t.request('/api/openapi.json', { headers: { 'accept-encoding': 'br' } });
    const sent = (await br.arrayBuffer()).byteLength;
    expect(sent).toBeLessThan(plain.byteLength / 5);
  });
});
