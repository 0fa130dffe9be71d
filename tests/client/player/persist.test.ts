import { beforeEach, describe, expect, it } from 'vitest'
import { restorePlayerState, savePlayerState } from '../../../src/client/player/persist'
import {
  configurePlayer, currentItem, playerState, playTracks, resetPlayer, togglePlay,
} from '../../../src/client/player/store'
import { toggleShuffle } from '../../../src/client/player/queue-edits'
import { cycleRepeat, setVolume } from '../../../src/client/player/settings-verbs'
import { createFakeEngine } from './fake-engine'
import { ids, makeTracks } from './tracks'

let fake: ReturnType<typeof createFakeEngine>

beforeEach(() => {
  localStorage.clear()
  resetPlayer()
  fake = createFakeEngine()
  configurePlayer({ engine: fake.engine, fetchMore: async () => [], logPlay: () => {}, notify: () => {}, canPlay: () => true })
})

describe('player persistence (§4.5)', () => {
  it('writes only the whitelisted keys, with the first 15 queue items', () => {
    playTracks(makeTracks(20), 4, 'album.9.*')
    setVolume(64)
    cycleRepeat()
    savePlayerState()
    const keys = Object.keys(localStorage).sort()
    expect(keys).toEqual(
      ['cuedMediaId', 'muted', 'queue', 'repeat', 'shuffling', 'volume'].map((k) => `player.web-player.${k}`),
    )
    expect(JSON.parse(localStorage.getItem('player.web-player.queue')!)).toHaveLength(15)
    expect(localStorage.getItem('player.web-player.cuedMediaId')).toBe('5')
    expect(localStorage.getItem('player.web-player.volume')).toBe('64')
  })

  it('restores the saved track cued but not playing', () => {
    playTracks(makeTracks(6), 2, 'album.9.*')
    fake.start()
    toggleShuffle()
    savePlayerState()
    resetPlayer()
    fake = createFakeEngine()
    configurePlayer({ engine: fake.engine, fetchMore: async () => [], logPlay: () => {}, notify: () => {}, canPlay: () => true })

    restorePlayerState(30)
    expect(currentItem()?.id).toBe(3)
    expect(playerState.shuffling).toBe(true)
    expect(ids(playerState.originalQueue)).toEqual([1, 2, 3, 4, 5, 6])
    expect(playerState.playing).toBe(false)
    expect(fake.calls.filter((c) => c.startsWith('load') || c === 'play')).toEqual([])

    togglePlay()
    expect(fake.src).toBe('/api/v1/tracks/3/stream')
  })

  it('falls back to the default volume when nothing was saved', () => {
    restorePlayerState(45)
    expect(playerState.volume).toBe(45)
    expect(playerState.index).toBe(-1)
  })
})
