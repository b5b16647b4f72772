import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from './test-app.ts';

/** What the server writes to its log (console.error / console.warn), captured per test. */
const t = useTestApp();
let logged: string[];
beforeEach(() => {
  logged = [];
  const capture = (...parts: unknown[]) => {
    logged.push(
      parts.map((part) => (part instanceof Error ? String(part.stack) : String(part))).join(' '),
    );
  };
  vi.spyOn(console, 'error').mockImplementation(capture);
  vi.spyOn(console, 'warn').mockImplementation(capture);
});
afterEach(() => vi.restoreAllMocks());

const waitFor = async (condition: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe('server logs', () => {
  it('a client that aborts mid-body gives one line, no stack trace', async () => {
    const cookie = await t.signIn();
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const path of ['/api/chapters', '/trpc/chapters.create']) {
        const before = logged.length;
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': '100000', cookie },
        });
        req.on('error', () => {});
        req.write('{"bookId":1,"title":"a secret title","content":"<p>');
        await new Promise((r) => setTimeout(r, 150));
        req.destroy();
        await waitFor(() => logged.length > before);
        await new Promise((r) => setTimeout(r, 200));
        const lines = logged.slice(before);
        expect(lines.length, path).toBeLessThanOrEqual(1);
        for (const line of lines) {
          expect(line).not.toMatch(/\n/);
          expect(line).not.toContain('secret');
        }
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a database error is logged in one line without the SQL or its values', async () => {
    const api = await t.caller();
    const book = await api.books.create({ title: 'Book' });
    await t.db.orm.em
      .fork()
      .getConnection()
      .execute(`alter table chapter add constraint short_titles check (length(title) < 5)`);
    try {
      await expect(
        api.chapters.create({
          bookId: book.id,
          title: 'my secret chapter title',
          content: '<p>private words of the chapter</p>',
        }),
      ).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
      const rest = await t.request('/api/chapters', {
        method: 'POST',
        json: { bookId: book.id, title: 'another secret title', content: '<p>private text</p>' },
        cookie: await t.signIn(),
      });
      expect(rest.status).toBe(500);
      await waitFor(() => logged.length >= 1);
      expect(logged.length).toBeGreaterThanOrEqual(1);
      for (const line of logged) {
        expect(line).not.toMatch(/\n/);
        expect(line).not.toMatch(/secret|private|insert into/i);
        expect(line).toMatch(/23514/); // the SQLSTATE says what happened
      }
    } finally {
      await t.db.orm.em
        .fork()
        .getConnection()
        .execute(`alter table chapter drop constraint short_titles`);
    }
  });
});
