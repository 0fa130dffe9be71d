import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotificationSettingsPage, PUSH_BLOCKED_MESSAGE } from '../../../../src/client/features/notifications'
import { toastState } from '../../../../src/client/stores/toasts'
import { NotificationSubscriptionsResponseSchema, OkResponseSchema } from '../../../../src/shared/contracts/notifications'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'
import { signIn } from './fixtures'

const SUBSCRIPTIONS = {
  status: 'success' as const,
  available_channels: ['in_app', 'email', 'browser'] as Array<'in_app' | 'email' | 'browser'>,
  subscriptions: [
    {
      group_name: 'Music',
      subscriptions: [
        { notif_id: 'ArtistUploadedMedia' as const, name: 'New releases from artists you follow' },
        { notif_id: 'CommentReceivedReply' as const, name: 'Replies to your comments' },
      ],
    },
  ],
  user_selections: [{ notif_id: 'ArtistUploadedMedia' as const, channels: { in_app: true, email: false, browser: false } }],
}

/** The browser's push parts: a permission answer and a service worker registration with a PushManager. */
function fakeBrowserPush(permission: NotificationPermission, existing: { endpoint: string } | null = null) {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  }
  const current = existing ? { ...subscription, ...existing } : null
  const pushManager = { subscribe: vi.fn(async () => subscription), getSubscription: vi.fn(async () => current) }
  const registration = { pushManager }
  const requestPermission = vi.fn(async () => permission)
  vi.stubGlobal('Notification', Object.assign(function Notification() {}, { permission: 'default', requestPermission }))
  vi.stubGlobal('PushManager', function PushManager() {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration, addEventListener() {}, removeEventListener() {} },
  })
  return { pushManager, requestPermission, current }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

async function renderSettings() {
  return renderWithRouter(
    () => (
      <Suspense fallback={null}>
        <NotificationSettingsPage />
      </Suspense>
    ),
    { path: '/notifications/settings' },
  )
}

describe('/notifications/settings', () => {
  it('shows a switch per type and channel and saves the selections', async () => {
    signIn()
    const calls = fakeApi({
      'GET /api/v1/notifications/me/subscriptions': () => reply(NotificationSubscriptionsResponseSchema, SUBSCRIPTIONS),
      'PUT /api/v1/notifications/me/subscriptions': () => reply(NotificationSubscriptionsResponseSchema, SUBSCRIPTIONS),
    })
    await renderSettings()
    const user = userEvent.setup()
    const email = await screen.findByRole('switch', { name: 'Replies to your comments: Email' })
    expect((screen.getByRole('switch', { name: 'New releases from artists you follow: In app' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getAllByRole('switch')).toHaveLength(6)
    await user.click(email)
    await user.click(screen.getByRole('button', { name: 'Update preferences' }))
    await waitFor(() => expect(toastState.current?.message).toBe('Updated preferences'))
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      selections: [
        { notif_id: 'ArtistUploadedMedia', channels: { in_app: true, email: false, browser: false } },
        { notif_id: 'CommentReceivedReply', channels: { in_app: false, email: true, browser: false } },
      ],
    })
  })

  it('says notifications are blocked when the browser denies the permission', async () => {
    signIn()
    const push = fakeBrowserPush('denied')
    fakeApi({ 'GET /api/v1/notifications/me/subscriptions': () => reply(NotificationSubscriptionsResponseSchema, SUBSCRIPTIONS) })
    await renderSettings()
    const browser = await screen.findByRole('switch', { name: 'Replies to your comments: Browser' })
    await userEvent.setup().click(browser)
    await waitFor(() => expect(toastState.current?.message).toBe(PUSH_BLOCKED_MESSAGE))
    expect(push.requestPermission).toHaveBeenCalled()
    expect((browser as HTMLInputElement).checked).toBe(false)
  })

  it('subscribes with the VAPID key and registers the subscription when the browser channel is on', async () => {
    signIn()
    const push = fakeBrowserPush('granted')
    const calls = fakeApi({
      'GET /api/v1/notifications/me/subscriptions': () => reply(NotificationSubscriptionsResponseSchema, SUBSCRIPTIONS),
      'PUT /api/v1/notifications/me/subscriptions': () => reply(NotificationSubscriptionsResponseSchema, SUBSCRIPTIONS),
      'POST /api/v1/notifications/push-subscriptions': () => reply(OkResponseSchema, { status: 'success' }),
    })
    await renderSettings()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('switch', { name: 'Replies to your comments: Browser' }))
    // The stub's permission stays "default" until asked; the real one becomes "granted".
    ;(globalThis.Notification as unknown as { permission: string }).permission = 'granted'
    await user.click(screen.getByRole('button', { name: 'Update preferences' }))
    await waitFor(() => expect(toastState.current?.message).toBe('Updated preferences'))
    expect(push.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) })
    const key = (push.pushManager.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }])[0].applicationServerKey
    expect(key).toHaveLength(65)
    expect(calls.find((c) => c.url === '/api/v1/notifications/push-subscriptions')?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    })
  })

  it('unsubscribes and deletes by endpoint when no type uses the browser channel', async () => {
    signIn()
    const push = fakeBrowserPush('granted', { endpoint: 'https://fcm.googleapis.com/fcm/send/old' })
    const calls = fakeApi({
      'GET /api/v1/notifications/me/subscriptions': () => reply(NotificationSubscriptionsResponseSchema, SUBSCRIPTIONS),
      'PUT /api/v1/notifications/me/subscriptions': () => reply(NotificationSubscriptionsResponseSchema, SUBSCRIPTIONS),
      'DELETE /api/v1/notifications/push-subscriptions': () => reply(OkResponseSchema, { status: 'success' }),
    })
    await renderSettings()
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Update preferences' }))
    await waitFor(() => expect(toastState.current?.message).toBe('Updated preferences'))
    expect(push.current?.unsubscribe).toHaveBeenCalled()
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/old' })
  })
})
