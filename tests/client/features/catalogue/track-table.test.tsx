import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TrackTable } from '../../../../src/client/features/catalogue'
import { configurePlayer, currentItem, playerState, resetPlayer } from '../../../../src/client/player/store'
import { createFakeEngine } from '../../player/fake-engine'
import { renderWithRouter } from '../../../helpers/render'
import { track } from './fixtures'

let fake: ReturnType<typeof createFakeEngine>

beforeEach(() => {
  resetPlayer()
  fake = createFakeEngine()
  configurePlayer({ engine: fake.engine, fetchMore: async () => [], logPlay: () => {}, notify: () => {}, canPlay: () => true })
})

describe('TrackTable', () => {
  it('gives every row a "Play <name>" button that starts the queue from that row', async () => {
    const tracks = [track(1, 'Lunar Mile'), track(2, 'Dancing Slowly'), track(3, 'Orchard')]
    await renderWithRouter(<TrackTable tracks={tracks} queueId="album.4.*" useTrackNumber />)
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    for (const [i, row] of rows.entries()) {
      expect(within(row).getByRole('button', { name: `Play ${tracks[i]!.name}` })).toBeTruthy()
    }
    await userEvent.click(screen.getByRole('button', { name: 'Play Dancing Slowly' }))
    expect(currentItem()?.id).toBe(2)
    expect(playerState.originalQueue.map((i) => i.groupId)).toEqual(['album.4.*', 'album.4.*', 'album.4.*'])
    fake.start()
    expect(await screen.findByRole('button', { name: 'Pause Dancing Slowly' })).toBeTruthy()
    expect(screen.getAllByText('3:05', { selector: 'td' })).toHaveLength(3)
  })

  it('renders the Like toggle with aria-pressed only when a like control is supplied', async () => {
    const toggle = vi.fn()
    const { unmount } = await renderWithRouter(<TrackTable tracks={[track(1)]} queueId="custom" />)
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull()
    unmount()
    await renderWithRouter(<TrackTable tracks={[track(1)]} queueId="custom" likes={{ isLiked: () => true, toggle }} />)
    const like = screen.getByRole('button', { name: 'Like' })
    expect(like.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(like)
    expect(toggle).toHaveBeenCalledWith(1)
  })

  it('shows who added each track when asked (collaborative playlists), linking to their profile', async () => {
    const added = { ...track(1, 'Shared song'), added_by: { id: 9, name: 'Cyril Moss', image: null, model_type: 'user' as const } }
    const { unmount } = await renderWithRouter(<TrackTable tracks={[added]} queueId="playlist.3.*" />)
    expect(screen.queryByRole('columnheader', { name: 'Added by' })).toBeNull()
    unmount()
    await renderWithRouter(<TrackTable tracks={[added, track(2)]} queueId="playlist.3.*" showAddedBy />)
    expect(screen.getByRole('columnheader', { name: 'Added by' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Cyril Moss' }).getAttribute('href')).toBe('/user/9/cyril-moss')
  })
})
