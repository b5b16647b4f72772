import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiProviderSettings } from '@receipts/domain';
import type { AppConfig } from '../../config.ts';
import type { AiEngine } from './ai-engine.ts';
import { readStoredAiSettings } from './ai-settings-store.ts';
import { createGeminiClient } from './gemini/gemini-client.ts';
import type { JsonModelClient, RetrySettings } from './model-client.ts';
import { createModelEngine, type ModelEngineOptions } from './model-engine.ts';
import { createOfflineEngine } from './offline-engine.ts';
import { createOpenAiClient } from './openai/openai-client.ts';

/**
 * The AI engine: the Settings page's choice when one is kept, otherwise the environment's
 * (AI_PROVIDER, GEMINI_*, OPENAI_*): the offline engine, Gemini, or an OpenAI-compatible server.
 * Read from the database on each AI request, so a choice made on one process holds on all of them.
 */
export interface AiAdapter {
  /** The environment's choice. */
  readonly fromEnvironment: AiProviderSettings;
  /** The engine for this request. */
  engine(em: EntityManager): Promise<AiEngine>;
  /** The engine for a given choice (the Settings page's "Test connection" tries one unsaved). */
  engineFor(settings: AiProviderSettings): AiEngine;
  /** The model client for a given choice; undefined for the offline engine. */
  clientFor(settings: AiProviderSettings): JsonModelClient | undefined;
}

/** Tuning for tests (short timeouts, no waiting between retries, small sections). */
export interface AiAdapterOptions {
  model?: RetrySettings;
  engine?: ModelEngineOptions;
}

export function createAiAdapter(config: AppConfig, options: AiAdapterOptions = {}): AiAdapter {
  const engines = new Map<string, AiEngine>();
  const clientFor = (settings: AiProviderSettings): JsonModelClient | undefined => {
    if (settings.provider === 'gemini')
      return createGeminiClient({ ...options.model, ...settings });
    if (settings.provider === 'openai')
      return createOpenAiClient({ ...options.model, ...settings });
    return undefined;
  };
  const engineFor = (settings: AiProviderSettings): AiEngine => {
    // Clients hold what they learnt of their server (JSON Schema or JSON mode): keep one a choice.
    const key = JSON.stringify(settings);
    let engine = engines.get(key);
    if (!engine) {
      const client = clientFor(settings);
      engine =
        client && settings.provider !== 'offline'
          ? createModelEngine(settings.provider, client, options.engine)
          : createOfflineEngine();
      engines.set(key, engine);
    }
    return engine;
  };
  return {
    fromEnvironment: config.ai,
    engineFor,
    clientFor,
    engine: async (em) => engineFor((await readStoredAiSettings(em)) ?? config.ai),
  };
}
