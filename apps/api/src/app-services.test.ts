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
      expect(adapters.ai.fromEnvironment).toEqual({
        provider: 'gemini',
        apiKey: 'key',
        model: 'gemini-x',
      });
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

  it('without GEMINI_API_KEY or AI_PROVIDER the engine is the offline one', () => {
    const { ai } = createAppServices(orm, readConfig({})).adapters;
    expect(ai.fromEnvironment).toEqual({ provider: 'offline' });
    expect(ai.engineFor(ai.fromEnvironment).name).toBe('offline');
  });

  it('with GEMINI_API_KEY the engine is Gemini', () => {
    const { ai } = createAppServices(orm, readConfig({ GEMINI_API_KEY: 'key' })).adapters;
    expect(ai.engineFor(ai.fromEnvironment).name).toBe('gemini');
  });

  it('AI_PROVIDER=openai chooses an OpenAI-compatible server, its key optional', () => {
    const config = readConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.2',
    });
    expect(config.ai).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
    });
    const { ai } = createAppServices(orm, config).adapters;
    expect(ai.engineFor(ai.fromEnvironment).name).toBe('openai');
  });

  it('refuses an AI choice that cannot work, saying what to set', () => {
    expect(() => readConfig({ AI_PROVIDER: 'claude' })).toThrow(
      'AI_PROVIDER must be offline, gemini or openai, got "claude"',
    );
    expect(() => readConfig({ AI_PROVIDER: 'gemini' })).toThrow(
      'AI_PROVIDER=gemini needs GEMINI_API_KEY',
    );
    expect(() => readConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'localhost:1234' })).toThrow(
      'OPENAI_BASE_URL must be an http:// or https:// address',
    );
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
