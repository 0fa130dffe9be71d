// Tracks played or saved from an album page carry their album (the API nests them without it), so the
// player's "Go to album" and the offline page's album column have it.
import { describe, expect, it } from 'vitest'
import { albumTracks } from '../../../../src/client/features/catalogue'
import { album, track } from './fixtures'

describe('albumTracks', () => {
  it('gives each track its album (without the track list), once per album object', () => {
    const a = album(5, 'Weather of the Valley', [track(1), track(2)])
    const tracks = albumTracks(a)
    expect(tracks.map((t) => t.album?.id)).toEqual([5, 5])
    expect(tracks[0]!.album).toMatchObject({ id: 5, name: 'Weather of the Valley', artists: [{ name: 'Velvet Meridian' }] })
    expect(tracks[0]!.album).not.toHaveProperty('tracks')
    expect(albumTracks(a)).toBe(tracks)
    expect(a.tracks![0]!.album).toBeUndefined()
  })

  it('keeps an album a track already names, and an album without tracks gives none', () => {
    const own = { ...track(3), album: album(9) }
    expect(albumTracks(album(5, 'A', [own]))[0]!.album?.id).toBe(9)
    expect(albumTracks({ ...album(6), tracks: undefined })).toEqual([])
  })
})
