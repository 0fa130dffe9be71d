import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { ChannelContent } from '../../../../src/client/features/catalogue'
import { renderWithRouter } from '../../../helpers/render'
import { album, channel, track } from './fixtures'

describe('ChannelContent', () => {
  it('renders a channel of channels as titled rows in each nested layout', async () => {
    const albums = channel({ id: 2, slug: 'popular-albums', name: 'Popular Albums', config: { contentModel: 'album', layout: 'grid', nestedLayout: 'carousel' } }, [album(1, 'Northern Mile')])
    const tracks = channel({ id: 3, slug: 'popular-tracks', name: 'Popular Tracks', config: { contentModel: 'track', layout: 'trackTable' } }, [track(7, 'Lunar Mile')])
    const home = channel({ id: 1, slug: 'discover', name: 'Discover', config: { contentModel: 'channel', layout: 'list', hideTitle: true } }, [albums, tracks])
    await renderWithRouter(<ChannelContent channel={home} />)
    const albumSection = screen.getByRole('region', { name: 'Popular Albums' })
    expect(within(albumSection).getByRole('link', { name: /Northern Mile/ }).getAttribute('href')).toBe('/album/1/velvet-meridian/northern-mile')
    const trackSection = screen.getByRole('region', { name: 'Popular Tracks' })
    expect(within(trackSection).getByRole('button', { name: 'Play Lunar Mile' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Popular Tracks' }).getAttribute('href')).toBe('/popular-tracks')
  })

  it('shows an empty state for a channel without content', async () => {
    await renderWithRouter(<ChannelContent channel={channel({ id: 5, slug: 'x', name: 'X', config: { contentModel: 'album' } })} />)
    expect(screen.getByText('Nothing to show yet')).toBeTruthy()
  })

  it('leaves out the rows that have no content, and shows the empty state when none has any', async () => {
    const albums = channel({ id: 2, slug: 'popular-albums', name: 'Popular Albums', config: { contentModel: 'album', layout: 'grid' } }, [album(1, 'Northern Mile')])
    const emptyTracks = channel({ id: 3, slug: 'popular-tracks', name: 'Popular Tracks', config: { contentModel: 'track', layout: 'trackTable' } })
    const home = channel({ id: 1, slug: 'discover', name: 'Discover', config: { contentModel: 'channel', layout: 'list' } }, [albums, emptyTracks])
    const { unmount } = await renderWithRouter(<ChannelContent channel={home} />)
    expect(screen.getByRole('region', { name: 'Popular Albums' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Popular Tracks' })).toBeNull()
    unmount()

    const bare = channel({ id: 1, slug: 'discover', name: 'Discover', config: { contentModel: 'channel', layout: 'list' } }, [emptyTracks])
    await renderWithRouter(<ChannelContent channel={bare} />)
    expect(screen.queryByRole('region', { name: 'Popular Tracks' })).toBeNull()
    expect(screen.getByText('Nothing to show yet')).toBeTruthy()
  })
})
