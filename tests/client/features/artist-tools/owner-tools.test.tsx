// Issue 28, owners reach their tools: Edit, Insights and Delete (with a confirmation, through the existing
// DELETE endpoints) on their own track, album and artist pages, and for nobody else.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OwnerTools } from '../../../../src/client/features/artist-tools'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { toastState } from '../../../../src/client/stores/toasts'
import { fakeApi } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

const nova = { id: 3, name: 'Nova', image_small: null, role: 'artist' }
const signInAs = (user: Parameters<typeof makeUser>[0] | null) =>
  act(async () => applyBootstrapData(makeBootstrap({ user: user ? makeUser(user) : null })))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastState.current = null
})

describe('OwnerTools', () => {
  it("shows Edit and Insights on the artist's own track, album and artist pages", async () => {
    await signInAs({ id: 7, artists: [nova] })
    await renderWithRouter(
      <>
        <section aria-label="track"><OwnerTools kind="tracks" media={{ id: 11, owner_id: 99, artists: [{ id: 3 }] }} after="/" /></section>
        <section aria-label="album"><OwnerTools kind="albums" media={{ id: 5, owner_id: 7, artists: [] }} after="/" /></section>
        <section aria-label="artist"><OwnerTools kind="artists" media={{ id: 3 }} after="/" /></section>
      </>,
    )
    const hrefs = (label: string) => within(screen.getByRole('region', { name: label })).getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(hrefs('track')).toEqual(['/backstage/tracks/11/edit', '/backstage/tracks/11/insights'])
    expect(hrefs('album')).toEqual(['/backstage/albums/5/edit', '/backstage/albums/5/insights'])
    expect(hrefs('artist')).toEqual(['/backstage/artists/3/edit', '/backstage/artists/3/insights'])
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(3)
  })

  it("shows nothing on someone else's page or to a guest", async () => {
    for (const user of [{ id: 7, artists: [nova] }, null]) {
      await signInAs(user)
      await renderWithRouter(<OwnerTools kind="tracks" media={{ id: 12, owner_id: 8, artists: [{ id: 4 }] }} after="/" />)
      expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
      cleanup()
    }
  })

  it('deletes only after the confirmation, then leaves the page', { timeout: 30000 }, async () => {
    await signInAs({ id: 7, artists: [nova] })
    const calls = fakeApi({ 'DELETE /api/v1/tracks/11': () => ({ json: { status: 'success' } }) })
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<OwnerTools kind="tracks" media={{ id: 11, owner_id: 7, artists: [{ id: 3 }] }} after="/artist/3/nova" />, { path: '/track/11/song' })
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    // The dialog is the backstage's, loaded on demand: jsdom transforms that module on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Delete track?' }, { timeout: 15000 })
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/3/nova'))
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/v1/tracks/11'])
    expect(toastState.current?.message).toBe('Track deleted')
  })
})
