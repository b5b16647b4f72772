import { ApiError, GoogleGenAI } from '@google/genai';
import type { z } from 'zod';
import { badGateway, serviceUnavailable } from '../../../errors.ts';
import { backoffDelay } from '../../http/retry-after.ts';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

export interface GeminiSettings {
  apiKey: string;
  model?: string | undefined;
  /** Endpoint override (tests point it at a stand-in server on loopback). */
  baseUrl?: string | undefined;
  /** Each attempt's limit. */
  timeoutMs?: number;
  /** Further attempts after a 429 or 5xx reply; never after another status, a timeout or a bad body. */
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface JsonRequest<T> {
  /** The instructions: what to do and how to answer. */
  system: string;
  /** The material: the chapter, the plan. */
  prompt: string;
  /** JSON Schema the reply must match (sent as responseJsonSchema). */
  jsonSchema: Record<string, unknown>;
  /** The same contract, checked on our side. */
  schema: z.ZodType<T>;
}

const DEFAULTS = { timeoutMs: 60_000, retries: 2, baseDelayMs: 500, maxDelayMs: 8_000 };
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * Gemini through Google's SDK (`@google/genai`): JSON replies matching a schema, validated with zod,
 * every attempt under a timeout, retries with jittered backoff on 429/5xx only. Failures become
 * AppErrors whose message a person can read; the API key appears in none of them and is never logged.
 */
export function createGeminiClient(settings: GeminiSettings) {
  const options = { ...DEFAULTS, ...settings };
  const model = settings.model || DEFAULT_GEMINI_MODEL;
  const sleep = settings.sleep ?? wait;
  const ai = new GoogleGenAI({
    apiKey: settings.apiKey,
    httpOptions: {
      ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
      timeout: options.timeoutMs,
    },
  });

  async function attempt<T>(request: JsonRequest<T>): Promise<T> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
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
      if (error instanceof ApiError) throw error;
      if (deadline.aborted || isAbort(error)) {
        throw serviceUnavailable(`Gemini did not answer within ${options.timeoutMs / 1000} s`);
      }
      throw serviceUnavailable('Gemini could not be reached');
    }
    return parseReply(text, request.schema);
  }

  /** One JSON reply of the requested shape, after retries; an AppError otherwise. */
  async function generateJson<T>(request: JsonRequest<T>): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(request);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (!retryable(error.status)) {
          throw badGateway(`Gemini refused the request (status ${error.status})`);
        }
        if (retry >= options.retries) {
          throw serviceUnavailable(
            `Gemini is busy right now (status ${error.status}). Please try again shortly.`,
          );
        }
        await sleep(
          backoffDelay(retry, { baseMs: options.baseDelayMs, maxMs: options.maxDelayMs }),
        );
      }
    }
  }

  return { model, generateJson };
}

export type GeminiClient = ReturnType<typeof createGeminiClient>;

function isAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError' || /abort/i.test(error.message))
  );
}

function parseReply<T>(text: string | undefined, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw badGateway('Gemini sent a reply that is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw badGateway('Gemini sent a reply that does not match the requested format');
  }
  return parsed.data;
}
