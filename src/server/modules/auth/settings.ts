import { CLIENT_SETTING_DEFAULTS } from '../../../shared/lib/settings-defaults'
import type { AuthRepo } from './auth.repo'

export interface RegistrationPolicy {
  id: string
  label: string
}

/** The site settings auth obeys, read per request (admins may change them at any time). */
export function makeAuthSettings(repo: AuthRepo) {
  const get = <T>(name: string) => repo.setting<T>(name, CLIENT_SETTING_DEFAULTS[name] as T)
  return {
    registrationDisabled: () => get<boolean>('registration.disable'),
    requireEmailConfirmation: () => get<boolean>('require_email_confirmation'),
    policies: async () => (await get<RegistrationPolicy[] | null>('registration.policies')) ?? [],
    siteName: async () => (await get<string>('branding.site_name')) || 'Encore',
    socialEnabled: (service: string) => get<boolean>(`social.${service}.enable`),
    apiIntegrated: () => get<boolean>('api.integrated'),
    /** music-catalog §5 `single_device_login`: a new login ends the user's other sessions. */
    singleDeviceLogin: () => get<boolean>('single_device_login'),
  }
}

export type AuthSettings = ReturnType<typeof makeAuthSettings>
