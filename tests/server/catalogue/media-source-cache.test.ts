import { describe, expect, it } from 'vitest'
import { makeMediaService } from '../../../src/server/modules/media/media.service'
import type { MediaRepo } from '../../../src/server/modules/media/media.repo'

function countingRepo(src: string | null = 'storage/track_media/a.wav') {
  const calls = { trackSource: 0 }
  const repo = {
    async trackSource(id: number) {
      calls.trackSource++
      return id === 404 ? null : { name: `Track ${id}`, src }
    },
  } as unknown as MediaRepo
  return { repo, calls }
}

const settings = { get: async () => undefined }

describe('media service source cache', () => {
  it('reuses a track source within its TTL and looks it up again after', async () => {
    const { repo, calls } = countingRepo()
    let now = 0
    const service = makeMediaService({ repo, settings, sourceTtlMs: 5000, now: () => now })
    expect(await service.source(1)).toEqual({ kind: 'local', key: 'track_media/a.wav', name: 'Track 1' })
    now = 4999
    await service.source(1)
    expect(calls.trackSource).toBe(1)
    await service.source(2)
    expect(calls.trackSource).toBe(2)
    now = 5000
    await service.source(1)
    expect(calls.trackSource).toBe(3)
  })

  it('never caches a missing track or an unplayable source', async () => {
    const { repo, calls } = countingRepo()
    const service = makeMediaService({ repo, settings, sourceTtlMs: 5000 })
    await expect(service.source(404)).rejects.toMatchObject({ statusCode: 404 })
    await expect(service.source(404)).rejects.toMatchObject({ statusCode: 404 })
    expect(calls.trackSource).toBe(2)
    const none = countingRepo(null)
    const unplayable = makeMediaService({ repo: none.repo, settings, sourceTtlMs: 5000 })
    await expect(unplayable.source(1)).rejects.toMatchObject({ statusCode: 404 })
    await expect(unplayable.source(1)).rejects.toMatchObject({ statusCode: 404 })
    expect(none.calls.trackSource).toBe(2)
  })

  it('looks up every time with a TTL of 0 (the default)', async () => {
    const { repo, calls } = countingRepo()
    const service = makeMediaService({ repo, settings })
    await service.source(1)
    await service.source(1)
    expect(calls.trackSource).toBe(2)
  })
})
