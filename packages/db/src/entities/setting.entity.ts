import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** Key/value settings of the installation, such as the password hash. */
export const SettingEntity = defineEntity({
  name: 'Setting',
  tableName: 'setting',
  properties: {
    key: p.string().length(64).primary(),
    value: p.text(),
  },
});
export type Setting = InferEntity<typeof SettingEntity>;
