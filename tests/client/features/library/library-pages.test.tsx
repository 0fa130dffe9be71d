import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HistoryPage, LikedAlbumsPage, LikedArtistsPage, LikedSongsPage } from '../../../../src/client/features/library'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { page, signIn, track } from '../../../helpers/client-session'

describe('library pages', () => {
  it('show their empty states', async () => {
    signIn()
    fakeApi({
      'GET /api/v1/users/me/liked-tracks': () => ({ json: page([]) }),
      'GET /api/v1/users/me/liked-albums': () => ({ json: page([]) }),
      'GET /api/v1/users/me/liked-artists': () => ({ json: page([]) }),
      'GET /api/v1/tracks/plays/me': () => ({ json: page([]) }),
    })
    await renderWithRouter(
      <>
        <LikedSongsPage />
        <LikedAlbumsPage />
        <LikedArtistsPage />
        <HistoryPage />
      </>,
    )
    expect(await screen.findByText('No liked songs yet')).toBeTruthy()
    expect(await screen.findByText('No liked albums yet')).toBeTruthy()
    expect(await screen.findByText('No followed artists yet')).toBeTruthy()
    expect(await screen.findByText('No listening history yet')).toBeTruthy()
  })

  it('lists liked songs and filters them by query on the server', async () => {
    signIn({ track: { '1': true } })
    const calls = fakeApi({
      'GET /api/v1/users/me/liked-tracks': () => ({ json: page([{ ...track(1, 'Lunar Mile'), added_at: '2026-01-01' }]) }),
    })
    await renderWithRouter(<LikedSongsPage />)
    expect(await screen.findByRole('link', { name: 'Lunar Mile' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search liked songs' }), 'lun')
    await waitFor(() => expect(calls.some((c) => c.search.get('query') === 'lun')).toBe(true), { timeout: 2000 })
    // Debounced: the intermediate prefixes never reach the server.
    expect(calls.filter((c) => c.search.has('query')).map((c) => c.search.get('query'))).toEqual(['lun'])
    expect(calls[0]!.search.get('orderBy')).toBe('likes.created_at')
    expect(calls[0]!.search.get('perPage')).toBe('30')
  })

  it('asks for the next page with the cursor the server handed out (keyset paging)', async () => {
    signIn()
    const first = page([{ ...track(1, 'Lunar Mile'), added_at: '2026-01-02' }], 2)
    const calls = fakeApi({
      'GET /api/v1/users/me/liked-tracks': (_body, search) =>
        search.get('page') === '2'
          ? { json: page([{ ...track(2, 'Solar Mile'), added_at: '2026-01-01' }]) }
          : { json: { ...first, pagination: { ...first.pagination, next_cursor: 'opaque-cursor' } } },
    })
    await renderWithRouter(<LikedSongsPage />)
    expect(await screen.findByRole('link', { name: 'Lunar Mile' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('link', { name: 'Solar Mile' })).toBeTruthy()
    expect(calls[0]!.search.has('cursor')).toBe(false)
    expect(calls[1]!.search.get('page')).toBe('2')
    expect(calls[1]!.search.get('cursor')).toBe('opaque-cursor')
  })
})
