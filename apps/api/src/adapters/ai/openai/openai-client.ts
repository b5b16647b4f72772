import OpenAI, { APIError } from 'openai';
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

const LABEL = 'The OpenAI-compatible server';

export interface OpenAiSettings extends RetrySettings {
  baseUrl: string;
  /** Optional: local servers (Ollama, LM Studio, llama.cpp, vLLM) need none. */
  apiKey?: string | undefined;
  model: string;
}

/** How the reply's shape is asked for: by JSON Schema, or (servers without it) JSON mode. */
type ReplyMode = 'json_schema' | 'json_object';

const schemaReminder = (jsonSchema: Record<string, unknown>) =>
  `Answer with one JSON object that matches this JSON Schema, and nothing else:\n${JSON.stringify(jsonSchema)}`;

/**
 * Any server speaking OpenAI's Chat Completions API (OpenAI, OpenRouter, Ollama, LM Studio,
 * llama.cpp, vLLM) through the official `openai` SDK. The reply's shape is asked for by JSON Schema
 * (`response_format: json_schema`); a server that refuses that (400) is asked again in JSON mode with
 * the schema in the instructions, and is remembered as such. A reply that is not JSON or not of the
 * shape is asked for once more, saying what was wrong. Timeouts, retries and messages are Gemini's;
 * the key appears in no message and is never logged.
 */
export function createOpenAiClient(settings: OpenAiSettings): JsonModelClient {
  const timeoutMs = settings.timeoutMs ?? RETRY_DEFAULTS.timeoutMs;
  const openai = new OpenAI({
    baseURL: settings.baseUrl,
    // The SDK insists on a credential; without a key the Authorization header is left out.
    apiKey: settings.apiKey || 'none',
    ...(settings.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    organization: null,
    project: null,
    timeout: timeoutMs,
    maxRetries: 0,
  });
  let mode: ReplyMode = 'json_schema';

  async function complete<T>(
    request: JsonRequest<T>,
    replyMode: ReplyMode,
    correction?: string,
  ): Promise<string | null | undefined> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const system =
      replyMode === 'json_schema'
        ? request.system
        : `${request.system}\n\n${schemaReminder(request.jsonSchema)}`;
    try {
      const completion = await openai.chat.completions.create(
        {
          model: settings.model,
          temperature: 0,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: request.prompt },
            ...(correction ? [{ role: 'user' as const, content: correction }] : []),
          ],
          response_format:
            replyMode === 'json_schema'
              ? {
                  type: 'json_schema',
                  json_schema: { name: 'reply', schema: request.jsonSchema, strict: false },
                }
              : { type: 'json_object' },
        },
        { signal: deadline },
      );
      return completion.choices[0]?.message?.content;
    } catch (error) {
      if (error instanceof APIError && typeof error.status === 'number') {
        throw new ModelStatusError(error.status);
      }
      throw unreachable(LABEL, timeoutMs, deadline, error);
    }
  }

  /** The first answer in the mode the server takes: JSON Schema, else JSON mode once refused. */
  async function firstAnswer<T>(request: JsonRequest<T>) {
    if (mode === 'json_schema') {
      try {
        return await complete(request, 'json_schema');
      } catch (error) {
        if (!(error instanceof ModelStatusError) || error.status !== 400) throw error;
        mode = 'json_object';
      }
    }
    return complete(request, 'json_object');
  }

  async function attempt<T>(request: JsonRequest<T>): Promise<T> {
    const first = readModelReply(await firstAnswer(request), request.schema);
    if (first.ok) return first.data;
    const why = first.problem === 'not-json' ? 'was not JSON' : 'did not match the schema';
    const correction = `Your previous reply ${why}. ${schemaReminder(request.jsonSchema)}`;
    const second = readModelReply(await complete(request, mode, correction), request.schema);
    if (!second.ok) throw badReply(LABEL, second.problem);
    return second.data;
  }

  return {
    label: LABEL,
    model: settings.model,
    generateJson: (request) => withModelRetries(LABEL, settings, () => attempt(request)),
  };
}
