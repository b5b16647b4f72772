import type { EntityManager } from '@mikro-orm/postgresql';
import { SettingEntity } from '@receipts/db';
import { aiProviderSettingsSchema, type AiProviderSettings } from '@receipts/domain';

/** The Settings page's AI choice, kept server-side in the `setting` table (key included). */
export const AI_SETTING = 'ai_provider';

export async function readStoredAiSettings(em: EntityManager): Promise<AiProviderSettings | null> {
  const row = await em.findOne(SettingEntity, { key: AI_SETTING });
  if (!row) return null;
  try {
    const parsed = aiProviderSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function storeAiSettings(em: EntityManager, settings: AiProviderSettings) {
  await em.upsert(SettingEntity, { key: AI_SETTING, value: JSON.stringify(settings) });
}

/** Back to the environment's choice. */
export async function clearAiSettings(em: EntityManager) {
  await em.nativeDelete(SettingEntity, { key: AI_SETTING });
}
