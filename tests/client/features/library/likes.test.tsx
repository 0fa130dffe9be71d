import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LikeToggle, useLikes } from '../../../../src/client/features/library'
import { TrackTable } from '../../../../src/client/features/catalogue'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { asGuest, signIn, track } from '../../../helpers/client-session'
import { isLiked } from '../../../../src/client/stores/library-changes'
import { libraryState } from '../../../../src/client/stores/library-state'

const ok = () => ({ json: { status: 'success' } })

function LikedTable() {
  const likes = useLikes('track')
  return <TrackTable tracks={[track(1, 'Lunar Mile'), track(2, 'Orchard')]} queueId="custom" likes={likes} />
}

describe('Like toggle', () => {
  it('reflects the bootstrap likes map and adds to the library optimistically', async () => {
    signIn({ track: { '2': true } })
    const calls = fakeApi({ 'POST /api/v1/users/me/add-to-library': ok, 'POST /api/v1/users/me/remove-from-library': ok })
    await renderWithRouter(<LikedTable />)
    const [first, second] = screen.getAllByRole('row').slice(1).map((r) => within(r).getByRole('button', { name: 'Like' }))
    expect(first!.getAttribute('aria-pressed')).toBe('false')
    expect(second!.getAttribute('aria-pressed')).toBe('true')

    await userEvent.click(first!)
    expect(first!.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toMatchObject({ url: '/api/v1/users/me/add-to-library', body: { likeables: [{ likeable_id: 1, likeable_type: 'track' }] } })
    await waitFor(() => expect(isLiked(libraryState.server, 'track', 1)).toBe(true))

    await userEvent.click(second!)
    expect(second!.getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/v1/users/me/remove-from-library'))
  })

  it('rolls the like back when the server refuses', async () => {
    signIn()
    fakeApi({ 'POST /api/v1/users/me/add-to-library': () => ({ status: 500, json: { message: 'Boom' } }) })
    await renderWithRouter(<LikeToggle type="album" id={5} />)
    const like = screen.getByRole('button', { name: 'Like' })
    await userEvent.click(like)
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'))
    expect(isLiked(libraryState.view, 'album', 5)).toBe(false)
  })

  it('sends guests to /login without a request', async () => {
    asGuest()
    const calls = fakeApi({})
    const { router } = await renderWithRouter(<LikeToggle type="track" id={1} />)
    await userEvent.click(screen.getByRole('button', { name: 'Like' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(calls).toHaveLength(0)
  })
})
