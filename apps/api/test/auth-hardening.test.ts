import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { ensurePassword } from '../src/auth/ensure-password.ts';
import { LoginThrottle } from '../src/auth/login-throttle.ts';
import { SessionStore } from '../src/auth/session-store.ts';
import { TEST_PASSWORD, useTestApp } from './test-app.ts';

const t = useTestApp();
const ORIGIN = 'http://receipts.test';

describe('the login throttle', () => {
  it('refuses parallel guesses beyond the free attempts, and the owner gets in once the wait is over', async () => {
    let clock = 5_000_000;
    const app = createApp({ ...t.services, loginThrottle: new LoginThrottle(() => clock) });
    const attempt = (password: string) =>
      app.request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
    const replies = await Promise.all(Array.from({ length: 300 }, () => attempt('guess')));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(295);
    clock += 2000; // five failures cost a one-second wait, not a lockout
    const owner = await attempt(TEST_PASSWORD);
    expect(await owner.json()).toEqual({ success: true });
  });

  it('holds a budget across addresses: 150 guesses from 30 addresses are not all checked', async () => {
    let clock = 9_000_000;
    const ownerCookie = await t.signIn();
    const app = createApp({ ...t.services, loginThrottle: new LoginThrottle(() => clock) });
    const from = (address: string, password: string) =>
      app.request(
        `${ORIGIN}/api/auth/login`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ password }),
        },
        { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } },
      );
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 30; i += 1) statuses.push((await from(`10.0.0.${i}`, 'guess')).status);
    }
    const checked = statuses.filter((status) => status === 200).length;
    // Per address alone, each of the 30 would have had its 5 free guesses: all 150 checked.
    expect(checked).toBe(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(130);
    // The owner's signed-in session keeps working meanwhile.
    expect(
      (await app.request(`${ORIGIN}/api/books`, { headers: { cookie: ownerCookie } })).status,
    ).toBe(200);
    // A new address waits too, but at most a minute.
    const waiting = await from('192.168.1.7', TEST_PASSWORD);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    clock += 60_000;
    expect(await (await from('192.168.1.7', TEST_PASSWORD)).json()).toEqual({ success: true });
  });

  it('refuses a tRPC batch that carries auth.login, and any batch over the size cap', async () => {
    const batch = (paths: string[], inputs: unknown[]) =>
      t.request(`/trpc/${paths.join(',')}?batch=1`, {
        method: 'POST',
        json: Object.fromEntries(inputs.map((input, i) => [i, input])),
      });
    const logins = Array.from({ length: 50 }, (_, i) => ({ password: `guess ${i}` }));
    logins.push({ password: TEST_PASSWORD });
    const guessing = await batch(
      logins.map(() => 'auth.login'),
      logins,
    );
    expect(guessing.status).toBe(400);
    expect(guessing.headers.get('set-cookie')).toBeNull();
    expect(JSON.stringify(await guessing.json())).toMatch(/cannot be batched/);
    const huge = await batch(
      Array.from({ length: 101 }, () => 'auth.status'),
      [],
    );
    expect(huge.status).toBe(400);
    // The web app's own login is a batch of one, and still works.
    const single = await batch(['auth.login'], [{ password: TEST_PASSWORD }]);
    expect(single.status).toBe(200);
    expect(single.headers.get('set-cookie')).toMatch(/^receipts_session=/);
  });
});

describe('a malformed session cookie', () => {
  const cookie = 'receipts_session=%E0%A4%A';
  it('is no session on status, login, logout, tRPC, REST and uploads', async () => {
    const status = await t.request('/api/auth/status', { cookie });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ authenticated: false });
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie,
    });
    expect(await login.json()).toEqual({ success: true });
    const logout = await t.request('/api/auth/logout', { method: 'POST', cookie });
    expect(logout.status).toBe(200);
    const trpc = await t.request('/trpc/auth.status', { cookie });
    expect(trpc.status).toBe(200);
    const rest = await t.request('/api/books', { cookie });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ message: 'Please sign in to continue' });
    const upload = await t.request('/api/upload/book', { method: 'POST', cookie });
    expect(upload.status).toBe(401);
    expect(await upload.json()).toMatchObject({ message: 'Please sign in to continue' });
  });
});

describe('a new APP_PASSWORD', () => {
  it('ends every session signed in with the old one', async () => {
    const cookie = await t.signIn();
    await ensurePassword(t.db.orm.em.fork(), 'a brand new password', () => {});
    // The password is read at start: the server that sees the new one is a restarted one.
    const restarted = createApp({
      ...t.services,
      sessions: new SessionStore(),
      loginThrottle: new LoginThrottle(),
    });
    const response = await restarted.request(`${ORIGIN}/api/books`, { headers: { cookie } });
    expect(response.status).toBe(401);
  });

  it('keeps sessions when the password is unchanged', async () => {
    const cookie = await t.signIn();
    await ensurePassword(t.db.orm.em.fork(), TEST_PASSWORD, () => {});
    const restarted = createApp({ ...t.services, sessions: new SessionStore() });
    const response = await restarted.request(`${ORIGIN}/api/books`, { headers: { cookie } });
    expect(response.status).toBe(200);
  });
});
