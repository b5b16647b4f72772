import type { AppConfig } from '../../config.ts';

/**
 * The slot for the AI engine: Google Gemini when GEMINI_API_KEY is set, otherwise the built-in
 * offline engine. The AI feature puts its engines here; tests point `gemini.baseUrl` at a
 * stand-in server.
 */
export interface AiAdapter {
  gemini: { apiKey: string; model: string | undefined; baseUrl: string | undefined } | undefined;
}

export function createAiAdapter(config: AppConfig): AiAdapter {
  return {
    gemini: config.geminiApiKey
      ? { apiKey: config.geminiApiKey, model: config.geminiModel, baseUrl: config.geminiBaseUrl }
      : undefined,
  };
}
