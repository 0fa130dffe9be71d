import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { AlbumPage } from '../../../../src/client/features/catalogue'
import { activeArtistTabs } from '../../../../src/client/features/catalogue/components/artist-page'
import { sessionState } from '../../../../src/client/stores/session'
import { renderWithRouter } from '../../../helpers/render'
import { album, track } from './fixtures'

afterEach(() => {
  sessionState.settings = {}
})

describe('AlbumPage', () => {
  it('shows cover, artists, year, the big Play button, share and the numbered track table', async () => {
    await renderWithRouter(<AlbumPage album={album(4, 'Northern Mile', [track(1, 'Lunar'), track(2, 'Orchard')])} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Northern Mile' })).toBeTruthy()
    expect(screen.getByText(/2017/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Play Orchard' })).toBeTruthy()
    expect(screen.getAllByRole('img', { name: /Popularity/ })).toHaveLength(2)
  })

  it('has no ad frame without a snippet', async () => {
    await renderWithRouter(<AlbumPage album={album(4)} />)
    expect(screen.queryByTitle('Advertisement')).toBeNull()
  })

  it('renders the album ad slot as a sandboxed frame when a snippet is set', async () => {
    sessionState.settings = { ads: { album_above: '<div>ad</div>' } }
    await renderWithRouter(<AlbumPage album={album(4)} />)
    const frame = screen.getByTitle('Advertisement')
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts')
    expect(frame.getAttribute('src')).toBe('/ads/album_above')
    expect(screen.getByText('No tracks yet')).toBeTruthy()
  })
})

describe('artist page tabs', () => {
  it('follows artistPage.tabs order and active flags, defaulting to discography, similar, about', () => {
    expect(activeArtistTabs(undefined)).toEqual([1, 2, 3])
    expect(activeArtistTabs([{ id: 4, active: true }, { id: 1, active: true }, { id: 2, active: false }, { id: 6, active: true }])).toEqual([4, 1, 6])
  })
})
