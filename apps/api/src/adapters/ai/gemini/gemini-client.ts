import { ApiError, GoogleGenAI } from '@google/genai';
import {
  badReply,
  ModelStatusError,
  readModelReply,
  RETRY_DEFAULTS,
  unreachable,
  withModelRetries,
  type JsonModelClient,
  type JsonRequest,
  type RetrySettings,
} from '../model-client.ts';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
const LABEL = 'Gemini';

export interface GeminiSettings extends RetrySettings {
  apiKey: string;
  model?: string | undefined;
  /** Endpoint override (tests point it at a stand-in server on loopback). */
  baseUrl?: string | undefined;
}

/**
 * Gemini through Google's SDK (`@google/genai`): JSON replies matching a schema
 * (`responseJsonSchema`), validated with zod, every attempt under a timeout, retries with jittered
 * backoff on 429/5xx only. The API key appears in no message and is never logged.
 */
export function createGeminiClient(settings: GeminiSettings): JsonModelClient {
  const timeoutMs = settings.timeoutMs ?? RETRY_DEFAULTS.timeoutMs;
  const model = settings.model || DEFAULT_GEMINI_MODEL;
  const ai = new GoogleGenAI({
    apiKey: settings.apiKey,
    httpOptions: {
      ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
      timeout: timeoutMs,
    },
  });

  async function attempt<T>(request: JsonRequest<T>): Promise<T> {
    const deadline = AbortSignal.timeout(timeoutMs);
    let text: string | undefined;
    try {
      const response = await ai.models.generateContent({
        model,
        contents: request.prompt,
        config: {
          systemInstruction: request.system,
          responseMimeType: 'application/json',
          responseJsonSchema: request.jsonSchema,
          temperature: 0,
          abortSignal: deadline,
        },
      });
      text = response.text;
    } catch (error) {
      if (error instanceof ApiError) throw new ModelStatusError(error.status);
      throw unreachable(LABEL, timeoutMs, deadline, error);
    }
    const reply = readModelReply(text, request.schema);
    if (!reply.ok) throw badReply(LABEL, reply.problem);
    return reply.data;
  }

  return {
    label: LABEL,
    model,
    generateJson: (request) => withModelRetries(LABEL, settings, () => attempt(request)),
  };
}
