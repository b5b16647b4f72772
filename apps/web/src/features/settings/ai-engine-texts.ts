import type { ToastMessage } from '@receipts/domain';

const success = (description: string): ToastMessage => ({ title: 'Success', description });
const withServerMessage =
  (title: string) =>
  (serverMessage?: string | null): ToastMessage =>
    serverMessage?.trim() ? { title, description: serverMessage } : { title };

/** Settings → AI Engine (not in SPEC: docs/decisions/ai-engines.md). */
export const aiEngineTexts = {
  title: 'AI Engine',
  intro:
    'Scoring, Format with AI and draft analysis use this engine. The offline engine runs on this server; Gemini or any OpenAI-compatible server (OpenAI, OpenRouter, Ollama, LM Studio, llama.cpp, vLLM) is used when chosen here.',
  provider: 'Engine',
  providers: {
    offline: 'Offline rules (built in)',
    gemini: 'Google Gemini',
    openai: 'OpenAI-compatible server',
  },
  fromEnvironment: "In use: the server's environment (AI_PROVIDER) chooses this engine.",
  fromSettings: 'In use: chosen on this page.',
  baseUrl: 'Server address',
  baseUrlHint: 'e.g. https://api.openai.com/v1 or http://localhost:11434/v1 for Ollama',
  geminiBaseUrl: 'Endpoint (optional)',
  model: 'Model',
  apiKey: 'API key',
  apiKeyOptional: 'API key (optional for local servers)',
  keyKept: 'A key is kept on the server. Leave blank to keep it.',
  removeKey: 'Remove the kept key',
  save: 'Save Engine',
  test: 'Test connection',
  testing: 'Testing…',
  useEnvironment: "Use the server's environment",
  savedToast: success('AI engine saved'),
  saveFailed: withServerMessage('Could Not Save AI Engine'),
  resetToast: success("The server's environment chooses the AI engine again"),
  testPassed: (message: string, ms: number) => `Connected in ${ms} ms. ${message}`,
  testFailed: (message: string) => `Not connected: ${message}`,
} as const;
