import { z } from 'zod';

/** Which engine does the AI features: the built-in rules, Gemini, or any OpenAI-compatible server. */
export const AI_PROVIDERS = ['offline', 'gemini', 'openai'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), {
    message: 'The server address must start with http:// or https://',
  });
const model = z.string().trim().min(1, 'Name the model').max(200);
const apiKey = z.string().trim().min(1).max(500);

/** The whole choice, as the server keeps it (keys included; never sent to a browser). */
export const aiProviderSettingsSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('offline') }),
  z.object({
    provider: z.literal('gemini'),
    apiKey,
    model: model.optional(),
    baseUrl: httpUrl.optional(),
  }),
  z.object({ provider: z.literal('openai'), baseUrl: httpUrl, model, apiKey: apiKey.optional() }),
]);
export type AiProviderSettings = z.infer<typeof aiProviderSettingsSchema>;

/**
 * The Settings page's form. `apiKey` left out keeps the stored key, null removes it; a new key is
 * written once and never read back.
 */
export const aiSettingsInput = z.object({
  provider: z.enum(AI_PROVIDERS),
  baseUrl: httpUrl.optional(),
  model: model.optional(),
  apiKey: apiKey.nullable().optional(),
});
export type AiSettingsInput = z.infer<typeof aiSettingsInput>;

/** What a browser or a script may read: never the key, only whether one is kept. */
export const aiSettingsSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  /** 'settings' when chosen on the Settings page, 'environment' when from AI_PROVIDER and friends. */
  source: z.enum(['settings', 'environment']),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  hasKey: z.boolean(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

export const aiConnectionTestSchema = z.object({
  ok: z.boolean(),
  provider: z.enum(AI_PROVIDERS),
  model: z.string().nullable(),
  /** What happened, in a sentence a person reads. */
  message: z.string(),
  milliseconds: z.number().int(),
});
export type AiConnectionTest = z.infer<typeof aiConnectionTestSchema>;
