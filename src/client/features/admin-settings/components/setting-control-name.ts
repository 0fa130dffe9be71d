import type { SettingField } from '../../../../shared/contracts/settings-fields'

/** The form name of a field: also the key a 422 names (`client.player.default_volume`). */
export const controlName = (field: SettingField) => `${field.scope}.${field.key}`
