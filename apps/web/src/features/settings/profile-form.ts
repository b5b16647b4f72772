import type { Profile, ProfileFields } from '@receipts/domain';

export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
}

export function profileFormFrom(profile: Profile | null | undefined): ProfileForm {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: profile?.email ?? '',
    bio: profile?.bio ?? '',
  };
}

/** SPEC §7: PUT /api/profile/{id} when a profile exists, otherwise POST /api/profile. */
export type ProfileSave =
  | { kind: 'update'; input: ProfileFields & { id: number } }
  | { kind: 'create'; input: ProfileFields };

export function toProfileSave(
  profileId: number | null | undefined,
  form: ProfileForm,
): ProfileSave {
  const fields: ProfileFields = {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    bio: form.bio,
  };
  return profileId
    ? { kind: 'update', input: { id: profileId, ...fields } }
    : { kind: 'create', input: fields };
}
