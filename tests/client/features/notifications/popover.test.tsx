import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotificationBell, registerNotificationAction } from '../../../../src/client/features/notifications'
import { liveTiming } from '../../../../src/client/features/notifications/live'
import { applyBootstrapData, sessionState } from '../../../../src/client/stores/session'
import { WORKSPACE_INVITE_ACTIONS } from '../../../../src/shared/contracts/notifications'
import { fakeApi } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { makeNotification, NOTIFICATION_SETTINGS, page, signIn, unreadAnswer, uuid } from './fixtures'

afterEach(() => vi.unstubAllGlobals())

async function openPopover() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: /Notifications/ }))
  const dialog = await screen.findByRole('heading', { name: 'Notifications' })
  return { user, panel: dialog.closest('section') as HTMLElement }
}

describe('notification popover', () => {
  it('shows the unread badge and, opened, the items with lines, image, unread dot and mark all', async () => {
    signIn(3)
    fakeApi({ 'GET /api/v1/notifications': () => page([makeNotification(), makeNotification({ id: uuid(2), read_at: '2026-01-01T00:00:00Z' })]) })
    await renderWithRouter(NotificationBell)
    expect(screen.getByRole('button', { name: /Notifications.*3 unread/ })).toBeTruthy()
    const { panel } = await openPopover()
    expect(await within(panel).findAllByText('uploaded a new track', { exact: false })).toHaveLength(2)
    expect(within(panel).getAllByText('Ann Artist')[0]!.tagName).toBe('B')
    expect(within(panel).getAllByText('Unread')).toHaveLength(1)
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe('/notifications/settings')
  })

  it('closes on Escape with focus back on the bell, and on a press outside', async () => {
    signIn(0)
    fakeApi({ 'GET /api/v1/notifications': () => page([]) })
    await renderWithRouter(NotificationBell)
    const { user } = await openPopover()
    const bell = screen.getByRole('button', { name: /Notifications/, expanded: true })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull()
    expect(document.activeElement).toBe(bell)
    expect(bell.getAttribute('aria-expanded')).toBe('false')
    await user.click(bell)
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy()
    await user.click(document.body)
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull()
  })

  it('shows the empty state without unread items and no Mark all as read', async () => {
    signIn(0)
    fakeApi({ 'GET /api/v1/notifications': () => page([]) })
    await renderWithRouter(NotificationBell)
    const { panel } = await openPopover()
    expect(await within(panel).findByText('Hang tight!')).toBeTruthy()
    expect(within(panel).getByText('Notifications will start showing up here soon.')).toBeTruthy()
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull()
  })

  it('marks an unread item read once, navigates in-app, and takes the unread count from the answer', async () => {
    signIn(1)
    let read = false
    const calls = fakeApi({
      'GET /api/v1/notifications': () => page([makeNotification({ read_at: read ? '2026-01-02T00:00:00Z' : null })]),
      'POST /api/v1/notifications/mark-as-read': () => {
        read = true
        return unreadAnswer(0)
      },
    })
    const { router } = await renderWithRouter(NotificationBell)
    const { user, panel } = await openPopover()
    await user.click(await within(panel).findByRole('button', { name: /uploaded a new track/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/track/4/new-song'))
    await waitFor(() => expect(sessionState.user?.unread_notifications_count).toBe(0))
    const marks = calls.filter((c) => c.url === '/api/v1/notifications/mark-as-read')
    expect(marks.map((c) => c.body)).toEqual([{ ids: [uuid(1)] }])
    expect(marks[0]!.headers['Content-Type']).toBe('application/json')
  })

  it('does not mark an item that is already read', async () => {
    signIn(0)
    const calls = fakeApi({ 'GET /api/v1/notifications': () => page([makeNotification({ read_at: '2026-01-01T00:00:00Z' })]) })
    await renderWithRouter(NotificationBell)
    const { user, panel } = await openPopover()
    await user.click(await within(panel).findByRole('button', { name: /uploaded a new track/ }))
    expect(calls.some((c) => c.url.endsWith('mark-as-read'))).toBe(false)
  })

  it('opens external actions in a new tab and runs registered button actions', async () => {
    signIn(0)
    const open = vi.fn()
    vi.stubGlobal('open', open)
    const join = vi.fn(async () => 'joined')
    const unregister = registerNotificationAction(WORKSPACE_INVITE_ACTIONS.join, join)
    const invite = makeNotification({
      id: uuid(9),
      read_at: '2026-01-01T00:00:00Z',
      data: {
        mainAction: { label: 'Read', action: 'https://example.org/news' },
        buttonActions: [{ label: 'Join', action: WORKSPACE_INVITE_ACTIONS.join }, { label: 'Decline', action: WORKSPACE_INVITE_ACTIONS.decline }],
      },
      type: 'WorkspaceInvite',
      inviteId: 'inv-1',
    })
    fakeApi({ 'GET /api/v1/notifications': () => page([invite]) })
    await renderWithRouter(NotificationBell)
    const { user, panel } = await openPopover()
    await user.click(await within(panel).findByRole('button', { name: /uploaded a new track/ }))
    expect(open).toHaveBeenCalledWith('https://example.org/news', '_blank', 'noopener,noreferrer')
    const joinButton = within(panel).getByRole('button', { name: 'Join' })
    expect(joinButton.className).toContain('bg-primary')
    expect(within(panel).getByRole('button', { name: 'Decline' }).className).toContain('border')
    await user.click(joinButton)
    expect(join).toHaveBeenCalledWith(expect.objectContaining({ id: uuid(9), inviteId: 'inv-1' }), { label: 'Join', action: WORKSPACE_INVITE_ACTIONS.join })
    // Issue 28: the item now says what happened instead of offering Join and Decline again.
    expect(await within(panel).findByText('You joined this workspace.')).toBeTruthy()
    expect(within(panel).queryByRole('button', { name: 'Join' })).toBeNull()
    expect(within(panel).queryByRole('button', { name: 'Decline' })).toBeNull()
    unregister()
  })

  it('keeps the badge current from the live stream', async () => {
    signIn(0)
    const sources: FakeEventSource[] = []
    class FakeEventSource {
      static CLOSED = 2
      readyState = 1
      listeners = new Map<string, EventListener[]>()
      onopen: (() => void) | null = null
      onerror: (() => void) | null = null
      constructor(
        readonly url: string,
        readonly init?: EventSourceInit,
      ) {
        sources.push(this)
      }
      addEventListener(name: string, listener: EventListener) {
        this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
      }
      emit(name: string, data: unknown) {
        for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data: JSON.stringify(data) }))
      }
      close() {
        this.readyState = 2
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource)
    liveTiming.startDelayMs = 0
    fakeApi({})
    await renderWithRouter(NotificationBell)
    await waitFor(() => expect(sources).toHaveLength(1))
    expect(sources[0]!.init).toEqual({ withCredentials: true })
    act(() => sources[0]!.emit('unread-count', { type: 'unread-count', unreadCount: 5 }))
    expect(await screen.findByRole('button', { name: /5 unread/ })).toBeTruthy()
  })

  it('opens no live stream when the admin turned realtime updates off (issue 25)', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ unread_notifications_count: 2 }) }, { ...NOTIFICATION_SETTINGS, realtime: { enable: false } }))
    const made = vi.fn()
    vi.stubGlobal(
      'EventSource',
      class {
        static CLOSED = 2
        constructor() {
          made()
        }
        addEventListener() {}
        close() {}
      },
    )
    liveTiming.startDelayMs = 0
    fakeApi({})
    await renderWithRouter(NotificationBell)
    expect(await screen.findByRole('button', { name: /2 unread/ })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(made).not.toHaveBeenCalled()
  })
})
