import { readSetting } from '../../stores/settings'
import { parseSocialMessage, type SocialMessage } from './api'

/** platform-core §9: the popup is 650 x 550 and polled every 1000 ms for closure. */
export const POPUP_WIDTH = 650
export const POPUP_HEIGHT = 550
export const POPUP_POLL_MS = 1000

export const SOCIAL_SERVICES = ['envato', 'google', 'facebook', 'twitter'] as const
export type SocialService = (typeof SOCIAL_SERVICES)[number]

function siteOrigin(): string {
  const base = readSetting<string>('base_url', '')
  try {
    return base ? new URL(base).origin : window.location.origin
  } catch {
    return window.location.origin
  }
}

/**
 * Opens the provider flow in a popup and resolves with its `social-auth` message, accepted only from
 * the site's own origin; a popup closed without a result resolves null.
 */
export function openSocialPopup(service: SocialService, mode: 'login' | 'connect'): Promise<SocialMessage | null> {
  const left = window.screenX + (window.outerWidth - POPUP_WIDTH) / 2
  const top = window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2
  const popup = window.open(
    `/api/v1/secure/auth/social/${service}/${mode}`,
    'social-auth',
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  )
  return new Promise((resolve) => {
    const origin = siteOrigin()
    const finish = (result: SocialMessage | null) => {
      window.removeEventListener('message', onMessage)
      clearInterval(poll)
      resolve(result)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      const parsed = parseSocialMessage(event.data)
      if (parsed) finish(parsed)
    }
    window.addEventListener('message', onMessage)
    const poll = setInterval(() => {
      if (!popup || popup.closed) finish(null)
    }, POPUP_POLL_MS)
  })
}
