import { createTestDatabase, type TestDatabase } from '@receipts/db/testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../src/app.ts';
import { createAppServices, type AppServiceOverrides } from '../src/app-services.ts';
import { ensurePassword } from '../src/auth/ensure-password.ts';
import { SESSION_COOKIE } from '../src/auth/session-cookie.ts';
import { readConfig, type AppConfig } from '../src/config.ts';
import { appRouter } from '../src/router.ts';
import { createContext } from '../src/trpc/context.ts';
import { createCallerFactory } from '../src/trpc/init.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
const ORIGIN = 'http://receipts.test';

/**
 * The real app on a database of its own (embedded, or TEST_DATABASE_URL's server), built by the
 * same composition root as the server. Tests call it in-process, through HTTP requests or tRPC's
 * createCaller; `overrides` swaps parts through that root (an adapter aimed at a stand-in server on
 * 127.0.0.1, a throttle with its own clock). Nothing of ours is mocked.
 */
/** Parts to swap, and settings that differ from the defaults (a shorter time limit, say). */
export type TestAppOptions = Omit<AppServiceOverrides, 'config'> & {
  config?: Partial<AppConfig>;
  /** On an embedded PostgreSQL of its own rather than the run's shared test server. */
  ownEmbeddedServer?: boolean;
};

export async function createTestApp(overrides: TestAppOptions = {}) {
  const { config: settings, ownEmbeddedServer, ...parts } = overrides;
  const db: TestDatabase = await createTestDatabase({ ownEmbeddedServer });
  const config: AppConfig = {
    ...readConfig({}),
    dataDir: db.dataDir,
    appPassword: TEST_PASSWORD,
    publicOrigin: ORIGIN,
    ...settings,
  };
  const services = createAppServices(db.orm, config, parts);
  const prepare = async () => ensurePassword(db.orm.em.fork(), TEST_PASSWORD, () => {});
  await prepare();
  const app = createApp(services);

  async function request(
    path: string,
    init: RequestInit & { json?: unknown; cookie?: string } = {},
  ) {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.cookie) headers.set('cookie', init.cookie);
    return app.request(`${ORIGIN}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  }

  async function signIn(): Promise<string> {
    const response = await request('/api/auth/login', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (!cookie?.startsWith(`${SESSION_COOKIE}=`)) throw new Error('sign-in failed in test setup');
    return cookie;
  }

  /** A tRPC caller with a signed-in session, as a typed client would have. */
  async function caller() {
    const cookie = await signIn();
    // A fresh context (and unit of work) per call, as each HTTP request gets.
    return createCallerFactory(appRouter)(() =>
      createContext(services, {
        request: new Request(ORIGIN, { headers: { cookie } }),
        clientAddress: '127.0.0.1',
        responseHeaders: new Headers(),
      }),
    );
  }

  return {
    app,
    db,
    services,
    request,
    signIn,
    caller,
    async reset() {
      // A job the last test started may still be writing: emptying the tables under it deadlocks.
      await services.jobs.whenIdle();
      await db.reset();
      await prepare();
    },
    async close() {
      await services.jobs.stop(1000);
      await db.destroy();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The test app of one test file: created before its tests, emptied before each, closed after all.
 * Usable at the top of the file; its members are there once the first test starts.
 */
export function useTestApp(overrides: TestAppOptions = {}): TestApp {
  const current = {} as TestApp;
  beforeAll(async () => {
    Object.assign(current, await createTestApp(overrides));
  });
  afterAll(() => current.close());
  beforeEach(() => current.reset());
  return current;
}
