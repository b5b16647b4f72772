import type { EntityManager } from '@mikro-orm/postgresql';
import { ProfileEntity, type Profile } from '@receipts/db';
import type { profileFields } from '@receipts/domain';
import type { z } from 'zod';
import { notFound } from '../errors.ts';

type Fields = z.output<typeof profileFields>;

/** One owner, one profile: the first row is the profile. */
export async function findProfile(em: EntityManager): Promise<Profile | null> {
  const [profile] = await em.find(ProfileEntity, {}, { orderBy: { id: 'asc' }, limit: 1 });
  return profile ?? null;
}

/** POST: creates the profile, or fills the existing one, since there is only ever one. */
export async function saveProfile(em: EntityManager, fields: Fields): Promise<Profile> {
  const profile = (await findProfile(em)) ?? em.create(ProfileEntity, {});
  em.assign(profile, fields);
  await em.flush();
  return profile;
}

export async function updateProfile(
  em: EntityManager,
  id: number,
  fields: Fields,
): Promise<Profile> {
  const profile = await em.findOne(ProfileEntity, { id });
  if (!profile) throw notFound('Profile');
  em.assign(profile, fields);
  await em.flush();
  return profile;
}
