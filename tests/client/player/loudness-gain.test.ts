import { beforeEach, describe, expect, it } from 'vitest'
import { gainFactor, saveGainMode } from '../../../src/client/player/loudness-gain'
import { setVolume } from '../../../src/client/player/settings-verbs'
import { configurePlayer, next, playerState, playTracks, resetPlayer } from '../../../src/client/player/store'
import { createFakeEngine } from './fake-engine'
import { makeTracks } from './tracks'

const loudness = { lufs: -12, true_peak: -1, track_gain: -6, album_gain: -8 }

describe('ReplayGain factor', () => {
  it('turns the chosen gain into a volume factor that never boosts', () => {
    expect(gainFactor(loudness, 'off')).toBe(1)
    expect(gainFactor(undefined, 'track')).toBe(1)
    expect(gainFactor(loudness, 'track')).toBeCloseTo(10 ** (-6 / 20), 6)
    expect(gainFactor(loudness, 'album')).toBeCloseTo(10 ** (-8 / 20), 6)
    expect(gainFactor({ ...loudness, album_gain: null }, 'album')).toBeCloseTo(10 ** (-6 / 20), 6)
    // Quieter than the reference: volume tops out at 1, so it plays as it is.
    expect(gainFactor({ ...loudness, track_gain: 4 }, 'track')).toBe(1)
  })
})

describe('the player applies it', () => {
  let fake: ReturnType<typeof createFakeEngine>
  beforeEach(() => {
    localStorage.clear()
    resetPlayer()
    playerState.volume = 50
    fake = createFakeEngine()
    configurePlayer({ engine: fake.engine, fetchMore: async () => [], logPlay: () => {}, notify: () => {}, canPlay: () => true, random: Math.random })
  })
  const lastVolume = () => Number([...fake.calls].reverse().find((c) => c.startsWith('volume '))!.slice(7))

  it('scales the volume per track in track mode, and the listener volume on top', async () => {
    saveGainMode('track')
    const [a, b] = makeTracks(2)
    playTracks([{ ...a!, loudness }, b!], 0, 'album.9.*')
    expect(lastVolume()).toBeCloseTo(0.5 * 10 ** (-6 / 20), 6)
    setVolume(100)
    expect(lastVolume()).toBeCloseTo(10 ** (-6 / 20), 6)
    // The next track was never measured: the listener's volume as it is.
    await next()
    expect(lastVolume()).toBe(1)
  })

  it('leaves the volume alone when off', () => {
    playTracks([{ ...makeTracks(1)[0]!, loudness }], 0, 'album.9.*')
    expect(lastVolume()).toBe(0.5)
  })
})
