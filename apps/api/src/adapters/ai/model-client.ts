import type { z } from 'zod';
import { badGateway, serviceUnavailable } from '../../errors.ts';
import { backoffDelay } from '../http/retry-after.ts';

/** One structured request to a language model: instructions, material, and the reply's contract. */
export interface JsonRequest<T> {
  /** The instructions: what to do and how to answer. */
  system: string;
  /** The material: the chapter, the plan. */
  prompt: string;
  /** JSON Schema the reply must match (sent to the model where it supports it). */
  jsonSchema: Record<string, unknown>;
  /** The same contract, checked on our side. */
  schema: z.ZodType<T>;
}

/** A model behind a provider's API (Gemini, an OpenAI-compatible server), as the engine uses it. */
export interface JsonModelClient {
  /** How people read the provider's name in messages: "Gemini", "The OpenAI-compatible server". */
  readonly label: string;
  readonly model: string;
  generateJson<T>(request: JsonRequest<T>): Promise<T>;
}

/** Timeouts and retries every provider shares (docs/decisions/ai-engines.md). */
export interface RetrySettings {
  /** Each attempt's limit. */
  timeoutMs?: number;
  /** Further attempts after a 429 or 5xx reply; never after another status, a timeout or a bad body. */
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const RETRY_DEFAULTS = {
  timeoutMs: 60_000,
  retries: 2,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
};

/** The provider answered with an HTTP status other than success. */
export class ModelStatusError extends Error {
  constructor(readonly status: number) {
    super(`status ${status}`);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * Runs one attempt after another: a 429 or 5xx is retried with jittered backoff, any other status
 * is a refusal; the failures become the AppErrors a person reads, naming the provider.
 */
export async function withModelRetries<T>(
  label: string,
  settings: RetrySettings,
  attempt: () => Promise<T>,
): Promise<T> {
  const options = { ...RETRY_DEFAULTS, ...settings };
  const sleep = settings.sleep ?? wait;
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ModelStatusError)) throw error;
      if (!retryable(error.status)) {
        throw badGateway(`${label} refused the request (status ${error.status})`);
      }
      if (retry >= options.retries) {
        throw serviceUnavailable(
          `${label} is busy right now (status ${error.status}). Please try again shortly.`,
        );
      }
      await sleep(backoffDelay(retry, { baseMs: options.baseDelayMs, maxMs: options.maxDelayMs }));
    }
  }
}

/** A transport failure (no HTTP status): the attempt's deadline, or no connection at all. */
export function unreachable(
  label: string,
  timeoutMs: number,
  deadline: AbortSignal,
  error: unknown,
) {
  if (deadline.aborted || isAbort(error)) {
    return serviceUnavailable(`${label} did not answer within ${timeoutMs / 1000} s`);
  }
  return serviceUnavailable(`${label} could not be reached`);
}

function isAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'AbortError' ||
      error.name === 'TimeoutError' ||
      /abort|timed? ?out/i.test(error.message))
  );
}

export type ReadReply<T> =
  { ok: true; data: T } | { ok: false; problem: 'not-json' | 'wrong-shape' };

/** The model's text read against the reply's contract. */
export function readModelReply<T>(
  text: string | null | undefined,
  schema: z.ZodType<T>,
): ReadReply<T> {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: 'wrong-shape' };
}

/** The 502 that says what was wrong with a model's reply. */
export function badReply(label: string, problem: 'not-json' | 'wrong-shape') {
  return badGateway(
    problem === 'not-json'
      ? `${label} sent a reply that is not JSON`
      : `${label} sent a reply that does not match the requested format`,
  );
}
