import { describe, expect, it } from 'vitest'
import { channelLabel, wantsBrowserPush } from '../../../../src/client/features/notifications/channels'
import { MARK_AS_READ_PATH, NOTIFICATIONS_STREAM_PATH } from '../../../../src/client/features/notifications/live'
import { vapidKeyBytes } from '../../../../src/client/features/notifications/push'
import { internalHref, isExternalAction, isUnhandledName } from '../../../../src/client/features/notifications/actions'
import { NOTIFICATION_CHANNELS, NOTIFICATION_PATHS } from '../../../../src/shared/contracts/notifications'

describe('notification wire details', () => {
  it('writes out the contract paths the first screen may not import', () => {
    expect(NOTIFICATIONS_STREAM_PATH).toBe(NOTIFICATION_PATHS.stream)
    expect(MARK_AS_READ_PATH).toBe(NOTIFICATION_PATHS.markAsRead)
  })

  it('labels every contract channel', () => {
    expect(NOTIFICATION_CHANNELS.map(channelLabel)).toEqual(['In app', 'Email', 'Browser'])
    expect(wantsBrowserPush({ a: { in_app: true, browser: false }, b: { browser: true } })).toBe(true)
    expect(wantsBrowserPush({ a: { in_app: true, browser: false } })).toBe(false)
  })

  it('tells external actions from in-app ones', () => {
    const origin = 'https://encore.test'
    expect(isExternalAction('https://example.org/a', origin)).toBe(true)
    expect(isExternalAction('//example.org/a', origin)).toBe(true)
    expect(isExternalAction('https://encore.test/track/1', origin)).toBe(false)
    expect(isExternalAction('/track/1', origin)).toBe(false)
    expect(internalHref('https://encore.test/track/1?x=1#t', origin)).toBe('/track/1?x=1#t')
    expect(internalHref('artist/3/name', origin)).toBe('/artist/3/name')
    expect(isExternalAction('workspace-invite:join', origin)).toBe(false)
    expect(isUnhandledName('workspace-invite:join')).toBe(true)
    expect(isUnhandledName('javascript:alert(1)')).toBe(true)
    expect(isUnhandledName('https://example.org')).toBe(false)
    expect(isUnhandledName('/track/1')).toBe(false)
  })

  it('turns the base64url VAPID key into the 65 bytes of a P-256 public key', () => {
    const bytes = vapidKeyBytes('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U')
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBe(4)
  })
})
