import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { timestamps } from './timestamps.ts';

const p = defineEntity.properties;

export const ProfileEntity = defineEntity({
  name: 'Profile',
  tableName: 'profile',
  properties: {
    id: p.integer().primary().autoincrement(),
    firstName: p.text().nullable(),
    lastName: p.text().nullable(),
    email: p.text().nullable(),
    bio: p.text().nullable(),
    ...timestamps,
  },
});
export type Profile = InferEntity<typeof ProfileEntity>;
