import { VAPID_PUBLIC_KEY_SETTING } from '../../../shared/contracts/notifications'
import type { SettingsRepo } from '../settings/index'
import { VAPID_PRIVATE_KEY_SETTING, type VapidKeys } from './push.repo'
import { generateVapidKeys } from './push-sender'

/**
 * The site's VAPID pair, made on first start and kept in settings: the public key as a public row
 * (bootstrap data `settings.notifications.vapid_public_key`), the private key as a private row, which
 * never leaves the server (a `secret` field of the admin settings: GET settings masks it). Insert-if-missing, then read back: when two processes start at once, both
 * end up with the one pair that was stored first.
 */
export async function ensureVapidKeys({ settings, read }: { settings: SettingsRepo; read: () => Promise<VapidKeys | null> }): Promise<VapidKeys> {
  const existing = await read()
  if (existing) return existing
  const made = await generateVapidKeys()
  await settings.insertMissing([
    { name: VAPID_PUBLIC_KEY_SETTING, value: made.publicKey, private: false },
    { name: VAPID_PRIVATE_KEY_SETTING, value: made.privateKey, private: true },
  ])
  const stored = await read()
  if (!stored) throw new Error('The VAPID keys could not be stored.')
  return stored
}
