import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionEntity, SettingEntity } from '@receipts/db';
import { hashPassword, verifyPassword } from './password-hash.ts';

export const PASSWORD_SETTING = 'password_hash';

/**
 * Makes sure a password hash is stored. APP_PASSWORD, when set, is the password (a changed value
 * replaces the stored hash and ends every session, in one transaction); otherwise the first start
 * generates one and prints it once.
 */
export async function ensurePassword(
  em: EntityManager,
  appPassword: string | undefined,
  announce: (message: string) => void,
): Promise<void> {
  const stored = await em.findOne(SettingEntity, { key: PASSWORD_SETTING });
  if (appPassword) {
    if (stored && (await verifyPassword(appPassword, stored.value))) return;
    const value = await hashPassword(appPassword);
    await em.transactional(async (tx) => {
      await tx.upsert(SettingEntity, { key: PASSWORD_SETTING, value });
      await tx.nativeDelete(SessionEntity, {});
    });
    return;
  }
  if (stored) return;
  const generated = randomBytes(15).toString('base64url');
  await em.upsert(SettingEntity, { key: PASSWORD_SETTING, value: await hashPassword(generated) });
  announce(
    `Receipts generated a password for this installation: ${generated}\n` +
      'It is shown only this once (only its hash is kept). Set APP_PASSWORD to choose your own.',
  );
}

export async function checkPassword(em: EntityManager, password: string): Promise<boolean> {
  const stored = await em.findOne(SettingEntity, { key: PASSWORD_SETTING });
  return stored ? verifyPassword(password, stored.value) : false;
}
