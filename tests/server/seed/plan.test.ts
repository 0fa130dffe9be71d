import { describe, expect, it } from 'vitest'
import { flattenTracks, planActivity } from '../../../src/server/demo/activity'
import { ARTISTS, PLAYLISTS } from '../../../src/server/demo/people'
import { planCatalogue } from '../../../src/server/demo/plan'
import { tuneSpec, type Tune } from '../../../src/server/demo/tunes'
import { GENRES } from '../../../src/server/demo/genres'

// The plan only reads each tune's genre and duration, so it can be checked without rendering audio.
const tunes = GENRES.flatMap((g) =>
  [0, 1].map((variant) => ({ genre: g.name, durationMs: tuneSpec(g.name, variant).seconds * 1000 }) as Tune),
)

describe('demo catalogue plan', () => {
  const plan = planCatalogue(tunes)

  it('is the same on every run', () => {
    expect(planCatalogue(tunes)).toEqual(plan)
    expect(planActivity(flattenTracks(plan))).toEqual(planActivity(flattenTracks(plan)))
  })

  it('gives every artist two or more releases, with LPs, EPs and singles', () => {
    const perArtist = ARTISTS.map((_, a) => plan.filter((album) => album.artist === a).length)
    expect(Math.min(...perArtist)).toBeGreaterThanOrEqual(2)
    expect(perArtist.filter((n) => n >= 3).length).toBeGreaterThan(0)
    const sizes = plan.map((a) => a.tracks.length)
    expect(sizes.filter((n) => n >= 5).length).toBeGreaterThan(20)
    expect(sizes.filter((n) => n === 1).length).toBeGreaterThan(0)
    expect(sizes.filter((n) => n >= 2 && n <= 5).length).toBeGreaterThan(0)
    expect(sizes.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(320)
  })

  it('uses distinct album names and numbers tracks from 1', () => {
    expect(new Set(plan.map((a) => a.name.toLowerCase())).size).toBe(plan.length)
    for (const album of plan) expect(album.tracks.map((t) => t.number)).toEqual(album.tracks.map((_, i) => i + 1))
  })

  it('lets a genre sound like itself and uses every tune of the pool', () => {
    for (const album of plan) for (const t of album.tracks) expect(album.genres).toContain(tunes[t.tune]!.genre)
    expect(new Set(plan.flatMap((a) => a.tracks.map((t) => t.tune))).size).toBe(tunes.length)
  })

  it('fills every playlist and makes listeners like what they play', () => {
    const activity = planActivity(flattenTracks(plan))
    activity.playlists.forEach((p, i) => {
      expect(p.tracks.length).toBe(PLAYLISTS[i]!.size)
      expect(new Set(p.tracks).size).toBe(p.tracks.length)
    })
    for (const [listener, track] of activity.trackLikes) {
      expect(activity.plays.some((p) => p.listener === listener && p.track === track)).toBe(true)
    }
  })
})
