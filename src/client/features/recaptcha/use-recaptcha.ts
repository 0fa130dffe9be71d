import { useCallback, useEffect } from 'react'
import type { RecaptchaAction } from '../../../shared/contracts/recaptcha'
import { RECAPTCHA_FAILED_MESSAGE } from '../../../shared/contract-values'
import { readSetting, settingEnabled } from '../../stores/settings'
import { toast } from '../../stores/toasts'
import { loadRecaptcha } from './load-script'

/** What a protected form adds to its body: the token, or nothing when the action is not protected. */
export type HumanProof = { recaptcha_token?: string }

/**
 * recaptcha v3 for one action (settings `recaptcha.site_key`, `recaptcha.enable.<action>`). Google's
 * script loads only while the action is enabled, ahead of the submit so the check is quick.
 */
export function useRecaptcha(action: RecaptchaAction) {
  const siteKey = readSetting<string>('recaptcha.site_key', '') ?? ''
  const enabled = settingEnabled(`recaptcha.enable.${action}`)

  useEffect(() => {
    // A failed preload is not an error yet: the submit retries and toasts if it fails again.
    if (enabled && siteKey) loadRecaptcha(siteKey).catch(() => undefined)
  }, [enabled, siteKey])

  /** A fresh token for `forAction` (tokens are single-use and expire after two minutes). */
  const execute = useCallback(
    async (forAction: RecaptchaAction = action): Promise<string> => {
      if (!siteKey) throw new Error('recaptcha site key missing')
      const grecaptcha = await loadRecaptcha(siteKey)
      const token = await grecaptcha.execute(siteKey, { action: forAction })
      if (!token) throw new Error('recaptcha gave no token')
      return token
    },
    [action, siteKey],
  )

  /**
   * Runs the human check before a submit: `{}` when the action is not protected, the token when it
   * passes, and null after the danger toast (platform-core §8) when it fails, so the form does not submit.
   */
  const verify = useCallback(async (): Promise<HumanProof | null> => {
    if (!enabled) return {}
    try {
      return { recaptcha_token: await execute() }
    } catch {
      toast.danger(RECAPTCHA_FAILED_MESSAGE)
      return null
    }
  }, [enabled, execute])

  return { enabled, execute, verify }
}
