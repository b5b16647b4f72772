import type { EntityManager } from '@mikro-orm/postgresql';
import {
  aiProviderSettingsSchema,
  type AiConnectionTest,
  type AiProviderSettings,
  type AiSettings,
  type AiSettingsInput,
} from '@receipts/domain';
import { z } from 'zod';
import type { AiAdapter } from '../adapters/ai/ai-adapter.ts';
import {
  clearAiSettings,
  readStoredAiSettings,
  storeAiSettings,
} from '../adapters/ai/ai-settings-store.ts';
import { AppError, badRequest } from '../errors.ts';

/** The choice as people may read it: the key never leaves the server, only whether one is kept. */
function describe(settings: AiProviderSettings, source: AiSettings['source']): AiSettings {
  return {
    provider: settings.provider,
    source,
    baseUrl: settings.provider === 'offline' ? null : (settings.baseUrl ?? null),
    model: settings.provider === 'offline' ? null : (settings.model ?? null),
    hasKey: settings.provider !== 'offline' && Boolean(settings.apiKey),
  };
}

export async function readAiSettings(em: EntityManager, ai: AiAdapter): Promise<AiSettings> {
  const stored = await readStoredAiSettings(em);
  return stored ? describe(stored, 'settings') : describe(ai.fromEnvironment, 'environment');
}

/**
 * The form's values as a whole choice: a key left out is the one already kept for that provider
 * (on the Settings page, else in the environment), null removes it.
 */
async function resolveInput(
  em: EntityManager,
  ai: AiAdapter,
  input: AiSettingsInput,
): Promise<AiProviderSettings> {
  const current = (await readStoredAiSettings(em)) ?? ai.fromEnvironment;
  const keptKey =
    current.provider === input.provider && current.provider !== 'offline'
      ? current.apiKey
      : undefined;
  const apiKey = input.apiKey === null ? undefined : (input.apiKey ?? keptKey);
  const parsed = aiProviderSettingsSchema.safeParse({ ...input, apiKey });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(
      input.provider === 'gemini' && issue?.path[0] === 'apiKey'
        ? 'Gemini needs an API key.'
        : input.provider === 'openai' && issue?.path[0] === 'baseUrl'
          ? 'Give the address of the OpenAI-compatible server, e.g. http://localhost:11434/v1.'
          : (issue?.message ?? 'These AI settings are not usable.'),
    );
  }
  return parsed.data;
}

export async function saveAiSettings(
  em: EntityManager,
  ai: AiAdapter,
  input: AiSettingsInput,
): Promise<AiSettings> {
  const settings = await resolveInput(em, ai, input);
  await storeAiSettings(em, settings);
  return describe(settings, 'settings');
}

export async function resetAiSettings(em: EntityManager, ai: AiAdapter): Promise<AiSettings> {
  await clearAiSettings(em);
  return describe(ai.fromEnvironment, 'environment');
}

const pong = z.object({ ok: z.literal(true) });

/**
 * Asks the chosen model (the form's unsaved values, or the choice in force) for a one-line JSON
 * reply, through the same client, timeouts and retries as the real features.
 */
export async function testAiConnection(
  em: EntityManager,
  ai: AiAdapter,
  input: AiSettingsInput | undefined,
): Promise<AiConnectionTest> {
  const settings = input
    ? await resolveInput(em, ai, input)
    : ((await readStoredAiSettings(em)) ?? ai.fromEnvironment);
  const client = ai.clientFor(settings);
  const model = settings.provider === 'offline' ? null : (client?.model ?? null);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  if (!client) {
    return {
      ok: true,
      provider: settings.provider,
      model,
      message: 'The offline engine runs on this server and needs no connection.',
      milliseconds: 0,
    };
  }
  try {
    await client.generateJson({
      system: 'You check that a connection works.',
      prompt: 'Answer with the JSON object {"ok": true}.',
      jsonSchema: {
        type: 'object',
        properties: { ok: { type: 'boolean', enum: [true] } },
        required: ['ok'],
      },
      schema: pong,
    });
    return {
      ok: true,
      provider: settings.provider,
      model,
      message: `${client.label} answered as asked (model ${client.model}).`,
      milliseconds: elapsed(),
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      ok: false,
      provider: settings.provider,
      model,
      message: error.message,
      milliseconds: elapsed(),
    };
  }
}
