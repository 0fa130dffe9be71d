// The one track menu's model (issue 24): which items show for a guest, a listener, the owner and an
// admin, and what the settings and the place of the menu change.
import { describe, expect, it } from 'vitest'
import { setMenuItems, trackMenuItems, type TrackMenuInput } from '../../../../src/client/features/track-menu'
import { isLocalSource } from '../../../../src/client/player'

const track = {
  id: 3, name: 'Song', owner_id: 9, src: 'storage/track_media/3.mp3',
  album: { id: 5, name: 'Album' }, artists: [{ id: 1, name: 'A' }],
}

function input(over: Partial<TrackMenuInput> = {}, grants: string[] = [], settings: string[] = []): TrackMenuInput {
  return {
    track, userId: 7, savedOffline: false, isLocalSource, hasContextItems: false,
    can: (p) => grants.includes(p), setting: (k) => settings.includes(k), ...over,
  }
}

// Add to playlist and Like show to a guest too: pressing one asks to sign in, then it is done.
const everyone = ['play-next', 'add-to-queue', 'add-to-playlist', 'like', 'go-to-album', 'go-to-artist', 'go-to-track', 'start-radio', 'copy-link', 'share']

describe('trackMenuItems', () => {
  it('gives a guest the queue, the pages, radio, sharing and the sign-in-first Like and Add to playlist, nothing else of an account', () => {
    expect(trackMenuItems(input({ userId: null }, ['music.download'], ['player.enable_download']))).toEqual([...everyone, 'download'])
    expect(trackMenuItems(input({ userId: null }))).toEqual(everyone)
  })

  it('gives a listener playlists, like and saving, but not edit or delete of a track they do not own', () => {
    expect(trackMenuItems(input())).toEqual([
      'play-next', 'add-to-queue', 'add-to-playlist', 'like', 'go-to-album', 'go-to-artist', 'go-to-track', 'start-radio',
      'copy-link', 'share', 'save-offline',
    ])
  })

  it('lets the owner edit and delete their track, and an admin (music.update, music.delete) any track', () => {
    const owner = trackMenuItems(input({ userId: 9 }))
    expect(owner.slice(-2)).toEqual(['edit', 'delete'])
    const admin = trackMenuItems(input({}, ['music.update', 'music.delete']))
    expect(admin.slice(-2)).toEqual(['edit', 'delete'])
    // Guest roles may carry permissions, but a guest edits nothing.
    expect(trackMenuItems(input({ userId: null }, ['music.update', 'music.delete']))).not.toContain('edit')
  })

  it('shows Download only with the setting, the permission and an uploaded file (music-catalog §4.12)', () => {
    expect(trackMenuItems(input({}, ['music.download'], ['player.enable_download']))).toContain('download')
    expect(trackMenuItems(input({}, ['music.download']))).not.toContain('download')
    expect(trackMenuItems(input({}, [], ['player.enable_download']))).not.toContain('download')
    const remote = { ...track, src: 'https://cdn.example.com/a.mp3' }
    expect(trackMenuItems(input({ track: remote }, ['music.download'], ['player.enable_download']))).not.toContain('download')
    expect(trackMenuItems(input({ track: remote }))).not.toContain('save-offline')
  })

  it('hides radio with player.hide_radio_button and adapts to the place and the track', () => {
    expect(trackMenuItems(input({}, [], ['player.hide_radio_button']))).not.toContain('start-radio')
    expect(trackMenuItems(input({ onTrackPage: true }))).not.toContain('go-to-track')
    expect(trackMenuItems(input({ hasContextItems: true }))).toContain('context')
    const bare = trackMenuItems(input({ track: { id: 4, name: 'Loose', owner_id: null, src: null } }))
    expect(bare).not.toContain('go-to-album')
    expect(bare).not.toContain('go-to-artist')
    // A guest keeps "Remove from offline" for what the device holds.
    expect(trackMenuItems(input({ userId: null, savedOffline: true }))).toContain('save-offline')
  })
})

describe('setMenuItems', () => {
  const off = () => false
  it('queues and adds a whole set; radio only for an artist, unless the button is hidden', () => {
    expect(setMenuItems({ kind: 'album', trackCount: 9, userId: 7, setting: off })).toEqual(['play-next', 'add-to-queue', 'add-to-playlist', 'copy-link'])
    expect(setMenuItems({ kind: 'artist', trackCount: 5, userId: null, setting: off })).toEqual(['play-next', 'add-to-queue', 'add-to-playlist', 'start-radio', 'copy-link'])
    expect(setMenuItems({ kind: 'artist', trackCount: 5, userId: null, setting: (k) => k === 'player.hide_radio_button' })).not.toContain('start-radio')
    expect(setMenuItems({ kind: 'playlist', trackCount: 0, userId: 7, setting: off })).toEqual(['copy-link'])
  })
})

describe('setMenuItems: Download album', () => {
  const on = (k: string) => k === 'player.enable_download'
  const grants = (p: string) => p === 'music.download'
  it('shows on an album with local tracks only where the setting and the permission allow it', () => {
    expect(setMenuItems({ kind: 'album', trackCount: 3, userId: 7, setting: on, can: grants, downloadableCount: 3 })).toContain('download-album')
    expect(setMenuItems({ kind: 'album', trackCount: 3, userId: 7, setting: () => false, can: grants, downloadableCount: 3 })).not.toContain('download-album')
    expect(setMenuItems({ kind: 'album', trackCount: 3, userId: 7, setting: on, can: () => false, downloadableCount: 3 })).not.toContain('download-album')
    expect(setMenuItems({ kind: 'album', trackCount: 3, userId: 7, setting: on, can: grants, downloadableCount: 0 })).not.toContain('download-album')
    expect(setMenuItems({ kind: 'playlist', trackCount: 3, userId: 7, setting: on, can: grants, downloadableCount: 3 })).not.toContain('download-album')
  })
})
