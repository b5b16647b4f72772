import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@receipts/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/auth/session-store.ts';
import { signInAt, startAppProcess, stopApp, type AppProcess } from './app-process.ts';
import { pngDeclaring } from './fixtures/cover-images.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

const PASSWORD = 'two processes, one database';

/**
 * Two app processes on one PostgreSQL database, each with a DATA_DIR of its own (as on two
 * machines), behind a round-robin proxy: they must behave as one app.
 */
describe('two app processes on one database behind a round-robin proxy', () => {
  let db: TestDatabase;
  const dataDirs: string[] = [];
  const apps: AppProcess[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `receipts-process-${i}-`));
      dataDirs.push(dataDir);
      apps.push(await startAppProcess({ dataDir, databaseUrl: db.url, password: PASSWORD }));
    }
    proxy = await startRoundRobinProxy(apps.map((app) => app.baseUrl));
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(apps.map(stopApp));
    await db?.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a cover uploaded through one process from the other', async () => {
    const cookie = await signInAt(proxy.url, PASSWORD);
    const headers = { cookie, origin: proxy.url };
    const book = (await (
      await fetch(`${proxy.url}/api/books`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Shared' }),
      })
    ).json()) as { id: number };
    const cover = pngDeclaring(600, 900);
    const body = new FormData();
    body.append('cover', new Blob([new Uint8Array(cover)]), 'cover.png');
    const upload = await fetch(`${proxy.url}/api/books/${book.id}/cover`, {
      method: 'POST',
      headers,
      body,
    });
    expect(upload.status).toBe(200);
    const uploadedBy = proxy.served.at(-1);
    const { coverImageUrl } = (await upload.json()) as { coverImageUrl: string };
    const served = await fetch(`${proxy.url}${coverImageUrl}`, { headers: { cookie } });
    expect(proxy.served.at(-1)).not.toBe(uploadedBy);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(cover);
  });

  it('lists what one process wrote from the other, whose kept list replies it changed', async () => {
    const cookie = await signInAt(proxy.url, PASSWORD);
    const at = (app: AppProcess, url: string, init: RequestInit = {}) =>
      fetch(`${app.baseUrl}${url}`, {
        ...init,
        headers: { cookie, origin: app.baseUrl, 'content-type': 'application/json' },
      });
    const book = (await (
      await at(apps[0]!, '/api/books', { method: 'POST', body: JSON.stringify({ title: 'Kept' }) })
    ).json()) as { id: number };
    const chapter = (await (
      await at(apps[0]!, '/api/chapters', {
        method: 'POST',
        body: JSON.stringify({ bookId: book.id, title: 'One', content: '<p>x</p>' }),
      })
    ).json()) as { id: number };
    const lists = async () => ({
      books: (await (await at(apps[1]!, '/api/books')).json()) as { title: string }[],
      chapters: (await (await at(apps[1]!, `/api/books/${book.id}/chapters`)).json()) as {
        title: string;
      }[],
    });
    await lists();
    await lists(); // process 1 now answers both from the replies it keeps

    const rename = (method: string, url: string, title: string) =>
      at(apps[0]!, url, { method, body: JSON.stringify({ title }) });
    expect((await rename('PATCH', `/api/books/${book.id}`, 'Kept, renamed')).status).toBe(200);
    expect((await rename('PUT', `/api/chapters/${chapter.id}`, 'One, renamed')).status).toBe(200);
    const after = await lists();
    expect(after.books.map((listed) => listed.title)).toContain('Kept, renamed');
    expect(after.chapters.map((listed) => listed.title)).toEqual(['One, renamed']);
  });

  it('ends a session on both processes when it is signed out through one', async () => {
    const cookie = await signInAt(proxy.url, PASSWORD);
    const books = async () =>
      (await fetch(`${proxy.url}/api/books`, { headers: { cookie } })).status;
    // Both processes have validated (and cached) the session.
    expect([await books(), await books()]).toEqual([200, 200]);
    const logout = await fetch(`${proxy.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: proxy.url },
    });
    expect(logout.status).toBe(200);
    await sleep(SESSION_CACHE_TTL_MS + 100);
    expect([await books(), await books()]).toEqual([401, 401]);
  });

  it('refuses an API token on both processes the moment it is revoked through one', async () => {
    const cookie = await signInAt(proxy.url, PASSWORD);
    const created = await fetch(`${proxy.url}/api/tokens`, {
      method: 'POST',
      headers: { cookie, origin: proxy.url, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'nightly export', scope: 'read' }),
    });
    const { id, token } = (await created.json()) as { id: number; token: string };
    const statusAt = async (app: AppProcess) =>
      (await fetch(`${app.baseUrl}/api/books`, { headers: { authorization: `Bearer ${token}` } }))
        .status;
    expect([await statusAt(apps[0]!), await statusAt(apps[1]!)]).toEqual([200, 200]);
    const revoked = await fetch(`${apps[0]!.baseUrl}/api/tokens/${id}`, {
      method: 'DELETE',
      headers: { cookie, origin: apps[0]!.baseUrl },
    });
    expect(revoked.status).toBe(200);
    // No wait: tokens are looked up on every request, never cached.
    expect([await statusAt(apps[1]!), await statusAt(apps[0]!)]).toEqual([401, 401]);
  });

  it('counts failed sign-ins at both processes against one budget', async () => {
    const attempt = async (password: string) =>
      (
        await fetch(`${proxy.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: proxy.url },
          body: JSON.stringify({ password }),
        })
      ).status;
    const first = proxy.served.length;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await attempt('a wrong guess'));
    // Both processes answered, alternately, and each let its attempts through.
    expect(new Set(proxy.served.slice(first))).toEqual(new Set([0, 1]));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // Five free failures for this address in all, not five at each process: one shared row holds
    // them, and it now makes the address wait (a second, doubling with each further failure).
    const [row] = await db.orm.em.fork().execute<{ failures: number; blocked: string }[]>(
      `select "failures", extract(epoch from "blocked_until") * 1000 as "blocked"
         from "login_throttle" where "client" <> '*'`,
    );
    expect(row!.failures).toBe(5);
    // Asked while that wait runs, either process refuses. (Judged by the wait's end as stored,
    // not by a fixed delay: a loaded machine may take longer than a second to send the next.)
    const sentAt = Date.now();
    const next = await attempt('a wrong guess');
    if (sentAt < Number(row!.blocked)) expect(next).toBe(429);
    const after = await db.orm.em
      .fork()
      .execute<{ failures: number }[]>(
        `select "failures" from "login_throttle" where "client" <> '*'`,
      );
    expect(after[0]!.failures).toBe(next === 429 ? 5 : 6);
  });
});
