import type { AppConfig } from '../../config.ts';
import type { AiEngine } from './ai-engine.ts';
import { createGeminiClient, type GeminiSettings } from './gemini/gemini-client.ts';
import { createGeminiEngine, type GeminiEngineOptions } from './gemini/gemini-engine.ts';
import { createOfflineEngine } from './offline-engine.ts';

/**
 * The AI engine: Google Gemini when GEMINI_API_KEY is set, otherwise the built-in offline engine.
 * Chosen once here, from the config; tests point `gemini.baseUrl` at a stand-in server.
 */
export interface AiAdapter {
  gemini: { apiKey: string; model: string | undefined; baseUrl: string | undefined } | undefined;
  engine: AiEngine;
}

/** Tuning for tests (short timeouts, no waiting between retries, small sections). */
export interface AiAdapterOptions {
  gemini?: Omit<Partial<GeminiSettings>, 'apiKey' | 'model' | 'baseUrl'>;
  engine?: GeminiEngineOptions;
}

export function createAiAdapter(config: AppConfig, options: AiAdapterOptions = {}): AiAdapter {
  const gemini = config.geminiApiKey
    ? { apiKey: config.geminiApiKey, model: config.geminiModel, baseUrl: config.geminiBaseUrl }
    : undefined;
  return {
    gemini,
    engine: gemini
      ? createGeminiEngine(createGeminiClient({ ...options.gemini, ...gemini }), options.engine)
      : createOfflineEngine(),
  };
}
