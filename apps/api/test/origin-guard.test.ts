import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { useTestApp } from './test-app.ts';

/**
 * Which requests may change anything: the Origin must be this server's own origin (scheme, host and
 * port) or PUBLIC_ORIGIN, and the Host must name this server: an IP address, localhost, or
 * PUBLIC_ORIGIN's host (a domain name pointed at 127.0.0.1 by another site is refused).
 */
const t = useTestApp();

function appAt(publicOrigin: string | undefined) {
  return createApp({ ...t.services, config: { ...t.services.config, publicOrigin } });
}

async function post(
  app: ReturnType<typeof createApp>,
  url: string,
  headers: Record<string, string>,
  cookie?: string,
) {
  const response = await app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ title: 'x' }),
  });
  return response.status;
}

describe('the origin check', () => {
  it('compares scheme, host and port exactly', async () => {
    const cookie = await t.signIn();
    const app = appAt(undefined);
    const url = 'http://127.0.0.1:3000/api/books';
    expect(await post(app, url, { origin: 'https://127.0.0.1:3000' }, cookie)).toBe(403);
    expect(await post(app, url, { origin: 'http://127.0.0.1:3001' }, cookie)).toBe(403);
    expect(await post(app, url, { origin: 'http://127.0.0.1' }, cookie)).toBe(403);
    expect(await post(app, url, { origin: 'null' }, cookie)).toBe(403);
    expect(await post(app, url, { origin: 'http://127.0.0.1:3000' }, cookie)).toBe(200);
  });

  it('does not trust X-Forwarded-Host', async () => {
    const cookie = await t.signIn();
    const status = await post(
      appAt(undefined),
      'http://127.0.0.1:3000/api/books',
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      cookie,
    );
    expect(status).toBe(403);
  });

  it('refuses a Host that is a domain name other than PUBLIC_ORIGIN’s (DNS rebinding)', async () => {
    const cookie = await t.signIn();
    const app = appAt(undefined);
    const rebound = await app.request('http://rebound.example:3000/api/auth/status', {
      headers: { cookie },
    });
    expect(rebound.status).toBe(403);
    expect(await rebound.json()).toMatchObject({ message: expect.any(String) });
    expect(
      await post(app, 'http://rebound.example:3000/api/books', {
        origin: 'http://rebound.example:3000',
      }),
    ).toBe(403);
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', '192.168.1.20:3000']) {
      expect((await app.request(`http://${host}/api/auth/status`)).status, host).toBe(200);
    }
  });

  it('behind a proxy, PUBLIC_ORIGIN is accepted as Origin and as Host', async () => {
    const cookie = await t.signIn();
    const app = appAt('https://books.example.org');
    // The proxy passes the public Host on…
    expect(
      await post(
        app,
        'http://books.example.org/api/books',
        { origin: 'https://books.example.org' },
        cookie,
      ),
    ).toBe(200);
    // …or talks to the loopback address.
    expect(
      await post(
        app,
        'http://127.0.0.1:3000/api/books',
        { origin: 'https://books.example.org' },
        cookie,
      ),
    ).toBe(200);
    expect(
      await post(
        app,
        'http://127.0.0.1:3000/api/books',
        { origin: 'http://books.example.org' },
        cookie,
      ),
    ).toBe(403);
    expect((await app.request('http://other.example.org/api/auth/status')).status).toBe(403);
  });
});

describe('configuration', () => {
  it('HOST defaults to 127.0.0.1; PUBLIC_ORIGIN is reduced to its origin and must be http(s)', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({}).publicOrigin).toBeUndefined();
    expect(readConfig({ PUBLIC_ORIGIN: 'https://Books.Example.org/' }).publicOrigin).toBe(
      'https://books.example.org',
    );
    expect(() => readConfig({ PUBLIC_ORIGIN: 'books.example.org' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'ftp://books.example.org' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
