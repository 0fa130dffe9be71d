import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { NotificationsPage } from '../../../../src/client/features/notifications'
import { sessionState } from '../../../../src/client/stores/session'
import { fakeApi } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'
import { makeNotification, page, signIn, unreadAnswer, uuid } from './fixtures'

const many = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeNotification({ id: uuid(from + i), data: { lines: [{ content: `Item ${from + i}`, type: 'primary' }] } }))

describe('/notifications page', () => {
  it('lists 30 per page and loads the next page on demand', async () => {
    signIn(2)
    const calls = fakeApi({
      'GET /api/v1/notifications': (_, search) => (search.get('page') === '2' ? page(many(31, 5), 2) : page(many(1, 30), 1, 2)),
    })
    await renderWithRouter(NotificationsPage, { path: '/notifications' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy()
    expect(await screen.findAllByRole('listitem')).toHaveLength(30)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(35))
    expect(calls.map((c) => c.search.get('page'))).toEqual(['1', '2'])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('marks all as read through the contract path and clears the badge count', async () => {
    signIn(2)
    let read = false
    const calls = fakeApi({
      'GET /api/v1/notifications': () => page([makeNotification({ read_at: read ? '2026-01-02T00:00:00Z' : null })]),
      'POST /api/v1/notifications/mark-all-as-read': () => {
        read = true
        return unreadAnswer(0)
      },
    })
    await renderWithRouter(NotificationsPage, { path: '/notifications' })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull())
    expect(sessionState.user?.unread_notifications_count).toBe(0)
    expect(screen.queryByText('Unread')).toBeNull()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/v1/notifications/mark-all-as-read'])
  })

  it('shows the empty state', async () => {
    signIn(0)
    fakeApi({ 'GET /api/v1/notifications': () => page([]) })
    await renderWithRouter(NotificationsPage, { path: '/notifications' })
    expect(await screen.findByText('Hang tight!')).toBeTruthy()
  })

  it('renders line HTML as text, never as markup', async () => {
    signIn(0)
    const hostile = makeNotification({ data: { lines: [{ content: 'Ann replied: <img src=x onerror="alert(1)"><script>alert(2)</script><i>hi</i>', type: 'primary' }] } })
    fakeApi({ 'GET /api/v1/notifications': () => page([hostile]) })
    const { container } = await renderWithRouter(NotificationsPage, { path: '/notifications' })
    expect((await screen.findByText('hi')).tagName).toBe('I')
    expect(container.querySelector('img[src="x"], script')).toBeNull()
    expect(container.textContent).not.toContain('alert(2)')
  })
})
