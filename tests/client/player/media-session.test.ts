import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetDocumentTitle, setRouteTitle } from '../../../src/client/lib/document-title'
import { startMediaSession } from '../../../src/client/player/media-session'
import { configurePlayer, playTracks, resetPlayer } from '../../../src/client/player/store'
import { createFakeEngine } from './fake-engine'
import { makeTracks } from './tracks'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
let fake: ReturnType<typeof createFakeEngine>
let stop: () => void

beforeEach(() => {
  resetPlayer()
  fake = createFakeEngine()
  configurePlayer({ engine: fake.engine, fetchMore: async () => [], logPlay: () => {}, notify: () => {}, canPlay: () => true })
  resetDocumentTitle()
  setRouteTitle('The Northern Mile - Artist')
  stop = startMediaSession(() => 'Encore')
})
afterEach(() => stop())

describe('document title (§4.6)', () => {
  it('shows "Track - Artist - SiteName" while playing and the route title on pause', async () => {
    playTracks(makeTracks(2), 0, 'custom')
    fake.start()
    await flush()
    expect(document.title).toBe('Song 1 - Artist - Encore')
    fake.emit({ type: 'pause' })
    await flush()
    expect(document.title).toBe('The Northern Mile - Artist')
  })

  it('keeps the playing title over a navigation, then shows the new route title on pause', async () => {
    playTracks(makeTracks(2), 0, 'custom')
    fake.start()
    await flush()
    setRouteTitle('Search - Encore')
    fake.emit({ type: 'timeupdate', position: 3, duration: 180 })
    await flush()
    expect(document.title).toBe('Song 1 - Artist - Encore')
    fake.emit({ type: 'pause' })
    await flush()
    expect(document.title).toBe('Search - Encore')
  })

  it('gives the title back when the session stops', async () => {
    playTracks(makeTracks(2), 0, 'custom')
    fake.start()
    await flush()
    stop()
    expect(document.title).toBe('The Northern Mile - Artist')
    stop = startMediaSession(() => 'Encore')
  })
})
