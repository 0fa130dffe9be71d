import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { AdminArtistEditPage } from '../../../../src/client/features/admin/pages/media-edit-pages'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { ArtistResponseSchema } from '../../../../src/shared/contracts/artists'
import { SavedArtistResponseSchema } from '../../../../src/shared/contracts/catalogue-writes'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

// Issue 25: a track, album or artist edited from the admin stays in the admin frame and returns to its list.
const artist = { id: 5, name: 'Sky Band', image_small: null, verified: false, plays: 0, views: 0, spotify_followers: null, created_at: '2026-01-01', model_type: 'artist' as const }

describe('admin media edit pages', () => {
  beforeEach(() => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: [{ name: 'admin', restrictions: [] }] }) }))
  })

  it('show the backstage form under the admin header, link Back and Cancel to the list, and return there after a save', async () => {
    const calls = fakeApi({
      'GET /api/v1/artists/5': () => reply(ArtistResponseSchema, { status: 'success', artist, loader: 'artistPage', selectedAlbumLayout: 'grid' }),
      'PUT /api/v1/artists/5': () => reply(SavedArtistResponseSchema, { status: 'success', artist: { ...artist, name: 'Sky Band II' } }),
    })
    const user = userEvent.setup()
    const { router } = await renderWithRouter(
      <Suspense fallback={null}>
        <AdminArtistEditPage params={{ artistId: '5' }} />
      </Suspense>,
      { path: '/admin/artists/5/edit' },
    )
    expect(await screen.findByRole('heading', { name: 'Edit artist' })).toBeTruthy()
    expect(screen.getByText('Sky Band', { selector: 'p' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to artists' }).getAttribute('href')).toBe('/admin/artists')
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/admin/artists')

    const name = screen.getByLabelText(/^Name/) as HTMLInputElement
    await user.clear(name)
    await user.type(name, 'Sky Band II')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/artists'))
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ name: 'Sky Band II' })
  })
})
