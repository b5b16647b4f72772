import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../auth/session-store.ts';
import { ensurePassword, checkPassword } from '../../auth/ensure-password.ts';
import { createApp } from '../../app.ts';
import { LoginThrottle } from '../../auth/login-throttle.ts';
import { useTestApp, TEST_PASSWORD } from '../../../test/test-app.ts';

const t = useTestApp();

const login = (password: string, cookie?: string) =>
  t.request('/api/auth/login', { method: 'POST', json: { password }, cookie });

describe('login', () => {
  it('a wrong password answers 200 {success:false} and sets no cookie', async () => {
    const response = await login('wrong');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('the right password sets an HttpOnly, SameSite=Lax session cookie on /', async () => {
    const response = await login(TEST_PASSWORD);
    expect(await response.json()).toEqual({ success: true });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^receipts_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('adds Secure behind HTTPS', async () => {
    const response = await t.request('/api/auth/login', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('an empty password is a 400 that names the field', async () => {
    const response = await login('');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('password is required');
  });

  it('issues a new session id at each login and ends the previous one', async () => {
    const first = await t.signIn();
    const response = await login(TEST_PASSWORD, first);
    const second = response.headers.get('set-cookie')!.split(';')[0]!;
    expect(second).not.toBe(first);
    const old = await t.request('/api/auth/status', { cookie: first });
    expect(await old.json()).toMatchObject({ authenticated: false });
    const fresh = await t.request('/api/auth/status', { cookie: second });
    expect(await fresh.json()).toMatchObject({ authenticated: true });
  });

  it('slows a guessing client with 429 and Retry-After, then lets the owner in once the wait is over', async () => {
    let clock = 1_000_000;
    const throttle = new LoginThrottle(() => clock);
    const app = createApp({ ...t.services, loginThrottle: throttle });
    const attempt = (password: string) =>
      app.request('http://receipts.test/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt('guess')).status).toBe(200);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).message).toMatch(/Too many failed attempts/);
    clock += 2000;
    const allowed = await attempt(TEST_PASSWORD);
    expect(await allowed.json()).toEqual({ success: true });
  });
});

describe('status and logout', () => {
  it('reports the sign-in time of the session', async () => {
    const before = Date.now();
    const cookie = await t.signIn();
    const body = await (await t.request('/api/auth/status', { cookie })).json();
    expect(body.authenticated).toBe(true);
    expect(new Date(body.signedInAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('logout ends the session and clears the cookie', async () => {
    const cookie = await t.signIn();
    const response = await t.request('/api/auth/logout', { method: 'POST', cookie });
    expect(response.headers.get('set-cookie')).toMatch(/receipts_session=;.*Max-Age=0/);
    expect((await t.request('/api/books', { cookie })).status).toBe(401);
  });

  it('sessions live in the database: a restarted server still knows them', async () => {
    const cookie = await t.signIn();
    const restarted = createApp({
      ...t.services,
      sessions: new SessionStore(),
      loginThrottle: new LoginThrottle(),
    });
    const response = await restarted.request('http://receipts.test/api/books', {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
  });
});

describe('the password', () => {
  it('is stored only as a hash, and a generated one is kept across restarts', async () => {
    const em = t.db.orm.em.fork();
    await em.getConnection().execute(`delete from "setting"`);
    const announced: string[] = [];
    await ensurePassword(em, undefined, (message) => announced.push(message));
    expect(announced).toHaveLength(1);
    const generated = /password for this installation: (\S+)/.exec(announced[0]!)![1]!;
    const [row] = await em
      .getConnection()
      .execute(`select value from "setting" where key = 'password_hash'`);
    expect(row!.value).toMatch(/^scrypt\$/);
    expect(row!.value).not.toContain(generated);
    await ensurePassword(t.db.orm.em.fork(), undefined, (message) => announced.push(message));
    expect(announced).toHaveLength(1);
    expect(await checkPassword(t.db.orm.em.fork(), generated)).toBe(true);
    expect(await checkPassword(t.db.orm.em.fork(), TEST_PASSWORD)).toBe(false);
  });

  it('APP_PASSWORD replaces a stored hash when it changes', async () => {
    await ensurePassword(t.db.orm.em.fork(), 'a new password', () => {});
    expect(await checkPassword(t.db.orm.em.fork(), 'a new password')).toBe(true);
    expect(await checkPassword(t.db.orm.em.fork(), TEST_PASSWORD)).toBe(false);
  });
});
