// Issue 28, the way in: "Become an artist" where a listener looks for it (profile, upload page), gone for an
// artist and when the admin hides it; a profile's empty Tracks tab says so in the profile's words.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BecomeArtistLink } from '../../../../src/client/features/artist-tools'
import { LikedSongsPage } from '../../../../src/client/features/library'
import { UploadPage } from '../../../../src/client/features/uploads'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { fakeApi } from '../../../helpers/fake-api'
import { page } from '../../../helpers/client-session'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

const requester = [{ name: 'backstageRequests.create', restrictions: [] }]
const signInAs = (user: Parameters<typeof makeUser>[0], settings: Record<string, unknown> = {}) =>
  act(async () => applyBootstrapData(makeBootstrap({ user: makeUser(user) }, settings)))

afterEach(() => cleanup())

describe('Become an artist', () => {
  it('links a listener to the request form, on by default', async () => {
    await signInAs({ permissions: requester })
    await renderWithRouter(<BecomeArtistLink />)
    expect(screen.getByRole('link', { name: 'Become an artist' }).getAttribute('href')).toBe('/backstage/requests/become-artist')
  })

  it('is gone for an artist, a guest, someone who may not ask, and when the admin hides it', async () => {
    const cases: [Parameters<typeof makeUser>[0] | null, Record<string, unknown>][] = [
      [{ permissions: requester, artists: [{ id: 3, name: 'Nova', image_small: null, role: 'artist' }] }, {}],
      [null, {}],
      [{ permissions: [] }, {}],
      [{ permissions: requester }, { player: { show_become_artist_btn: false } }],
    ]
    for (const [user, settings] of cases) {
      await act(async () => applyBootstrapData(makeBootstrap({ user: user ? makeUser(user) : null }, settings)))
      await renderWithRouter(<BecomeArtistLink />)
      expect(screen.queryByRole('link', { name: 'Become an artist' }), JSON.stringify([user, settings])).toBeNull()
      cleanup()
    }
  })

  it("sits in the upload page's empty state", async () => {
    await signInAs({ permissions: requester })
    await renderWithRouter(<UploadPage emptyAction={<BecomeArtistLink />} />)
    expect(await screen.findByText(/No uploads yet/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Become an artist' })).toBeTruthy()
  })
})

describe("a profile's Tracks tab", () => {
  it('says "No tracks yet" when the user has none', async () => {
    await signInAs({})
    fakeApi({ 'GET /api/v1/users/9/liked-tracks': () => ({ json: page([]) }) })
    await renderWithRouter(<LikedSongsPage user={9} />)
    expect(await screen.findByText('No tracks yet')).toBeTruthy()
    expect(screen.queryByText('No liked songs yet')).toBeNull()
  })
})
