import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { TrackPage, waveQuery } from '../../../../src/client/features/catalogue'
import { sessionState } from '../../../../src/client/stores/session'
import { newQueryClient, renderWithRouter } from '../../../helpers/render'
import { track } from './fixtures'

const bars = Array.from({ length: 10 }, (_, i) => [i * 4, 10, 3, 20])

function withWave(id: number) {
  const client = newQueryClient()
  client.setQueryData(waveQuery(id).queryKey, { status: 'success' as const, waveData: bars, comments: [] })
  return client
}

afterEach(() => {
  sessionState.settings = {}
})

describe('TrackPage waveform (§4.10)', () => {
  it('shows the waveform seekbar when player.seekbar_type is waveform and the source is local', async () => {
    sessionState.settings = { player: { seekbar_type: 'waveform' } }
    await renderWithRouter(<TrackPage track={track(3, 'Lunar')} />, { queryClient: withWave(3) })
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Lyrics' }).getAttribute('href')).toBe('/lyrics?trackId=3')
  })

  it('keeps the line seekbar by default and for remote sources', async () => {
    await renderWithRouter(<TrackPage track={track(3, 'Lunar')} />, { queryClient: withWave(3) })
    expect(screen.queryByRole('slider', { name: 'Seek' })).toBeNull()
    sessionState.settings = { player: { seekbar_type: 'waveform' } }
    await renderWithRouter(<TrackPage track={{ ...track(4), src: 'https://cdn.example/a.mp3' }} />, { queryClient: withWave(4) })
    expect(screen.queryByRole('slider', { name: 'Seek' })).toBeNull()
  })

  it('hides the lyrics link when player.hide_lyrics is on', async () => {
    sessionState.settings = { player: { hide_lyrics: true } }
    await renderWithRouter(<TrackPage track={track(5)} />)
    expect(screen.queryByRole('link', { name: 'Lyrics' })).toBeNull()
  })
})
