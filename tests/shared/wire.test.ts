import { describe, expect, it } from 'vitest'
import { QueueIdSchema } from '../../src/shared/contracts/player'
import { apiPaths, isQueueId, TRACK_STREAM_PATH, trackDownloadPath, trackStreamPath } from '../../src/shared/wire'

describe('wire values', () => {
  it('builds the stream path the pattern and the service worker recognise', () => {
    expect(trackStreamPath(42)).toBe('/api/v1/tracks/42/stream')
    expect(TRACK_STREAM_PATH.test(trackStreamPath(42))).toBe(true)
    expect(TRACK_STREAM_PATH.test(trackDownloadPath(42))).toBe(false)
    expect(TRACK_STREAM_PATH.test('/api/v1/tracks/42/stream/x')).toBe(false)
    expect(apiPaths.logPlay(7)).toBe('tracks/plays/7/log')
  })

  it('accepts exactly the queue ids the contract accepts', () => {
    const ids = ['album.12.*', 'playlist.5.*', 'user.me.playHistory', 'channel.popular-tracks.*', 'user.7.likes',
      'album.12', 'search.x.*', 'album..*', `album.1.${'x'.repeat(150)}`, 'track.3.* x']
    for (const id of ids) expect(isQueueId(id), id).toBe(QueueIdSchema.safeParse(id).success)
  })
})
