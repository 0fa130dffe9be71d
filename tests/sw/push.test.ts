import { describe, expect, it, vi } from 'vitest'
import { clickData, handleNotificationClick, markRead, notificationOptions, openTarget, readXsrfCookie, showPush, type AppWindow, type ClickDeps } from '../../sw/push'
import { parsePushPayload, SW_MARK_NOTIFICATION_READ, SW_NOTIFICATION_READ, SW_OPEN_URL } from '../../src/shared/lib/notification-push'

const ORIGIN = 'https://encore.test'
const payload = { title: 'New release', body: 'Artist uploaded "Song"', icon: '/icon.png', url: '/track/4/song', notificationId: 'abc-1' }

/** A window as Clients.matchAll gives it; `routes` says whether the page answers the in-app routing request. */
function fakeWindow(url: string, options: { focused?: boolean; routes?: boolean } = {}) {
  const messages: unknown[] = []
  const win = {
    url,
    focused: options.focused ?? false,
    visibilityState: 'visible' as DocumentVisibilityState,
    focus: vi.fn(async (): Promise<AppWindow> => win),
    navigate: vi.fn(async (to: string): Promise<AppWindow> => ({ ...win, url: to })),
    postMessage: vi.fn((message: unknown, ports?: Transferable[]) => {
      messages.push(message)
      const port = ports?.[0] as MessagePort | undefined
      if (options.routes && port) port.postMessage('ok')
    }),
    messages,
  }
  return win
}

function deps(windows: ReturnType<typeof fakeWindow>[], overrides: Partial<ClickDeps> = {}) {
  const opened: string[] = []
  const requests: Array<{ url: string; init: RequestInit }> = []
  const d: ClickDeps = {
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => {
        opened.push(url)
        return fakeWindow(url)
      }),
    },
    origin: ORIGIN,
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(url), init: init ?? {} })
      return new Response(JSON.stringify({ unreadCount: 2 }), { status: 200 })
    }) as unknown as typeof fetch,
    readXsrf: async () => 'xsrf-token',
    ackTimeoutMs: 50,
    ...overrides,
  }
  return { d, opened, requests }
}

describe('push payload', () => {
  it('parses the server payload and shows it with title, body, icon and click data', async () => {
    const shown: Array<[string, NotificationOptions]> = []
    const result = await showPush(JSON.stringify(payload), { showNotification: async (title: string, options?: NotificationOptions) => void shown.push([title, options ?? {}]) })
    expect(result).toEqual(payload)
    expect(shown).toEqual([['New release', { body: payload.body, icon: '/icon.png', tag: 'notification-abc-1', data: { url: '/track/4/song', notificationId: 'abc-1' } }]])
  })

  it('keeps actions and defaults a missing url to the notifications page', () => {
    const parsed = parsePushPayload(JSON.stringify({ title: 'Invite', body: 'Join', notificationId: 7, actions: [{ action: 'open', title: 'Open' }, { bad: 1 }] }))
    expect(parsed).toMatchObject({ url: '/notifications', notificationId: '7', actions: [{ action: 'open', title: 'Open' }] })
    expect(notificationOptions(parsed!).actions).toEqual([{ action: 'open', title: 'Open' }])
  })

  it.each([null, '', 'not json', '42', '{"body":"no title"}'])('shows nothing for %j', async (text) => {
    const showNotification = vi.fn()
    expect(await showPush(text, { showNotification })).toBeNull()
    expect(showNotification).not.toHaveBeenCalled()
  })

  it('reads click data defensively', () => {
    expect(clickData(undefined)).toEqual({ url: '/notifications', notificationId: '' })
    expect(clickData({ url: '/a', notificationId: 'x' })).toEqual({ url: '/a', notificationId: 'x' })
    expect(clickData({ url: 'javascript:alert(1)', notificationId: 'x' }).url).toBe('/notifications')
    expect(clickData({ url: 'https://example.org/a', notificationId: 'x' }).url).toBe('https://example.org/a')
  })
})

describe('openTarget', () => {
  it('focuses an open window of the app and lets it route in-app when it answers', async () => {
    const other = fakeWindow('https://elsewhere.test/')
    const app = fakeWindow(`${ORIGIN}/library`, { focused: true, routes: true })
    const { d, opened } = deps([other, app])
    const client = await openTarget('/track/4/song?x=1', d)
    expect(client).toBe(app)
    expect(app.focus).toHaveBeenCalled()
    expect(app.messages).toEqual([{ type: SW_OPEN_URL, url: '/track/4/song?x=1' }])
    expect(app.navigate).not.toHaveBeenCalled()
    expect(opened).toEqual([])
  })

  it('navigates the window itself when the page does not answer', async () => {
    const app = fakeWindow(`${ORIGIN}/`)
    const { d } = deps([app])
    await openTarget(`${ORIGIN}/notifications`, d)
    expect(app.navigate).toHaveBeenCalledWith(`${ORIGIN}/notifications`)
  })

  it('opens a new window when none of the app is open, and for other origins', async () => {
    const { d, opened } = deps([fakeWindow('https://elsewhere.test/')])
    await openTarget('/track/4/song', d)
    await openTarget('https://example.org/news', d)
    expect(opened).toEqual([`${ORIGIN}/track/4/song`, 'https://example.org/news'])
  })
})

describe('markRead and the click', () => {
  it('POSTs mark-as-read with the XSRF header and reports the unread count to open pages', async () => {
    const app = fakeWindow(`${ORIGIN}/`, { routes: true })
    const { d, requests } = deps([app])
    await handleNotificationClick({ url: '/track/4/song', notificationId: 'abc-1' }, d)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe('/api/v1/notifications/mark-as-read')
    expect(requests[0]!.init.method).toBe('POST')
    expect(requests[0]!.init.credentials).toBe('include')
    expect((requests[0]!.init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('xsrf-token')
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual({ ids: ['abc-1'] })
    expect(app.messages).toContainEqual({ type: SW_NOTIFICATION_READ, notificationId: 'abc-1', unreadCount: 2 })
  })

  it('asks the opened page to mark it read when the worker cannot read the XSRF cookie', async () => {
    const app = fakeWindow(`${ORIGIN}/`, { routes: true })
    const { d, requests } = deps([app], { readXsrf: async () => null })
    await handleNotificationClick({ url: '/', notificationId: 'abc-1' }, d)
    expect(requests).toEqual([])
    expect(app.messages).toContainEqual({ type: SW_MARK_NOTIFICATION_READ, notificationId: 'abc-1' })
  })

  it('reports null when the server refuses', async () => {
    const { d } = deps([], { fetch: (async () => new Response('{}', { status: 419 })) as unknown as typeof fetch })
    expect(await markRead('abc-1', d)).toBeNull()
  })

  it('reads the XSRF cookie through the Cookie Store API when there is one', async () => {
    expect(await readXsrfCookie({})).toBeNull()
    expect(await readXsrfCookie({ cookieStore: { get: async (name: string) => (name === 'XSRF-TOKEN' ? { value: 'a%3Db' } : null) } })).toBe('a=b')
  })
})

describe('wire agreement', () => {
  it('marks read on the contract path', async () => {
    const { NOTIFICATION_PATHS } = await import('../../src/shared/contracts/notifications')
    const { d, requests } = deps([])
    await markRead('abc', d)
    expect(requests[0]!.url).toBe(`/api/v1/${NOTIFICATION_PATHS.markAsRead}`)
  })
})
