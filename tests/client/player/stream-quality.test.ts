import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configurePlayer, playTracks, resetPlayer } from '../../../src/client/player/store'
import { readQuality, saveQuality, streamChoice, withChoice } from '../../../src/client/player/stream-quality'
import { sessionState } from '../../../src/client/stores/session'
import { AUDIO_CACHE } from '../../../src/client/features/offline/cache-names'
import { setOfflineDeps } from '../../../src/client/features/offline/deps'
import { offlineQueueIdle, resetOfflineManager, saveOffline } from '../../../src/client/features/offline/manager'
import { closeOfflineDb, OFFLINE_DB } from '../../../src/client/features/offline/db'
import { bytes, createFakeCaches, createFakeNetwork, makeDeps, makeTrack } from '../features/offline/fakes'
import { createFakeEngine } from './fake-engine'
import { makeTracks } from './tracks'

const setConnection = (type: string | undefined) => {
  if (type === undefined) delete (navigator as { connection?: unknown }).connection
  else Object.defineProperty(navigator, 'connection', { value: { type }, configurable: true })
}

beforeEach(() => {
  localStorage.clear()
  setConnection(undefined)
  sessionState.settings = { player: { transcoding: true } }
})
afterEach(() => {
  setConnection(undefined)
  sessionState.settings = {}
})

describe('streaming quality choice', () => {
  it('maps each quality to a transcode, Opus where the browser plays it and MP3 elsewhere', () => {
    const on = { transcoding: true, opus: true }
    expect(streamChoice('original', on)).toBeNull()
    expect(streamChoice('high', on)).toEqual({ format: 'opus', bitrate: 256 })
    expect(streamChoice('normal', on)).toEqual({ format: 'opus', bitrate: 128 })
    expect(streamChoice('saver', on)).toEqual({ format: 'opus', bitrate: 64 })
    expect(streamChoice('normal', { transcoding: true, opus: false })).toEqual({ format: 'mp3', bitrate: 128 })
    // A server without ffmpeg: always the original.
    expect(streamChoice('saver', { transcoding: false, opus: true })).toBeNull()
    expect(withChoice('/api/v1/tracks/3/stream', { format: 'opus', bitrate: 64 })).toBe('/api/v1/tracks/3/stream?format=opus&bitrate=64')
  })

  it('keeps Wi-Fi and cellular apart and ignores a broken stored value', () => {
    saveQuality('wifi', 'high')
    saveQuality('cellular', 'saver')
    expect([readQuality('wifi'), readQuality('cellular')]).toEqual(['high', 'saver'])
    localStorage.setItem('player.web-player.quality', '"ultra"')
    expect(readQuality('wifi')).toBe('original')
  })
})

describe('the player', () => {
  let fake: ReturnType<typeof createFakeEngine>
  beforeEach(() => {
    resetPlayer()
    fake = createFakeEngine()
    configurePlayer({ engine: fake.engine, fetchMore: async () => [], logPlay: () => {}, notify: () => {}, canPlay: () => true, random: Math.random })
  })

  it('asks the stream URL for the chosen quality (jsdom plays no Opus: MP3)', () => {
    saveQuality('wifi', 'normal')
    playTracks(makeTracks(2), 1, 'album.9.*')
    expect(fake.src).toBe('/api/v1/tracks/2/stream?format=mp3&bitrate=128')
  })

  it('uses the cellular choice on a cellular connection', () => {
    saveQuality('wifi', 'high')
    saveQuality('cellular', 'saver')
    setConnection('cellular')
    playTracks(makeTracks(1), 0, 'album.9.*')
    expect(fake.src).toBe('/api/v1/tracks/1/stream?format=mp3&bitrate=64')
  })

  it('keeps the original when the server has no ffmpeg', () => {
    saveQuality('wifi', 'saver')
    sessionState.settings = { player: { transcoding: false } }
    playTracks(makeTracks(1), 0, 'album.9.*')
    expect(fake.src).toBe('/api/v1/tracks/1/stream')
  })
})

describe('Save offline', () => {
  afterEach(async () => {
    await offlineQueueIdle()
    resetOfflineManager()
    await closeOfflineDb()
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(OFFLINE_DB)
      request.onsuccess = request.onerror = request.onblocked = () => resolve()
    })
  })

  it('downloads the chosen quality and keeps it under the bare stream path the service worker looks up', async () => {
    saveQuality('wifi', 'saver')
    const small = bytes(120, 7)
    const caches = createFakeCaches()
    const network = createFakeNetwork({ '/api/v1/tracks/1/stream?format=mp3&bitrate=64': { bytes: small, type: 'audio/mpeg' } })
    resetOfflineManager()
    setOfflineDeps(makeDeps(caches, network).deps)
    await saveOffline([makeTrack(1)])
    expect(network.requests.filter((r) => r.url.includes('/stream')).map((r) => r.url)).toEqual(['/api/v1/tracks/1/stream?format=mp3&bitrate=64'])
    expect(caches.entry(AUDIO_CACHE, '/api/v1/tracks/1/stream')?.bytes).toEqual(small)
    expect(caches.entry(AUDIO_CACHE, '/api/v1/tracks/1/stream')?.type).toBe('audio/mpeg')
  })
})
