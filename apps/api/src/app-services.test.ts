import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { replyJson, startStandIn } from '../test/stand-in-server.ts';
import { createAiAdapter } from './adapters/ai/ai-adapter.ts';
import { createAppServices } from './app-services.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { readConfig } from './config.ts';

/** The root never touches the database while building; an empty stand-in object is enough here. */
const orm = {} as MikroORM;

describe('createAppServices', () => {
  it('hands CROSSREF_* and GEMINI_* to the adapters', async () => {
    const server = await startStandIn((_req, res) => replyJson(res, 200, { status: 'ok' }));
    try {
      const config = readConfig({
        CROSSREF_BASE_URL: server.url,
        CROSSREF_MAILTO: 'owner@example.com',
        GEMINI_API_KEY: 'key',
        GEMINI_MODEL: 'gemini-x',
      });
      const { adapters } = createAppServices(orm, config);
      expect(adapters.ai.gemini).toEqual({ apiKey: 'key', model: 'gemini-x', baseUrl: undefined });
      expect(
        await adapters.crossref.http.search.getJson(`${adapters.crossref.baseUrl}/works`),
      ).toEqual({
        status: 'ok',
      });
      expect(server.requests[0]!.headers['user-agent']).toBe(
        'Receipts/1.0 (mailto:owner@example.com)',
      );
    } finally {
      await server.close();
    }
  });

  it('without GEMINI_API_KEY there is no Gemini engine', () => {
    const { ai } = createAppServices(orm, readConfig({})).adapters;
    expect(ai.gemini).toBeUndefined();
    expect(ai.engine.name).toBe('offline');
  });

  it('with GEMINI_API_KEY the engine is Gemini', () => {
    const config = readConfig({ GEMINI_API_KEY: 'key' });
    expect(createAppServices(orm, config).adapters.ai.engine.name).toBe('gemini');
  });

  it('takes overrides, adapter by adapter', () => {
    const throttle = new LoginThrottle(() => 0);
    const ai = createAiAdapter(readConfig({}));
    const services = createAppServices(orm, readConfig({}), {
      loginThrottle: throttle,
      adapters: { ai },
    });
    expect(services.loginThrottle).toBe(throttle);
    expect(services.adapters.ai).toBe(ai);
    expect(services.adapters.crossref.baseUrl).toBe('https://api.crossref.org');
  });
});
