import fc from 'fast-check'
import type { RouteOptions } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { AS_USER, buildTestApp } from '../../helpers/build-app'
import { adminId, newMember } from '../platform/platform-app'
import { newAlbum, newArtist, newChannel, newComment, newGenre, newPlaylist, newTag, newTrack } from '../../helpers/factories'
import { FUZZ_SEED, bodyArb, checkResponse, queryArb, segmentArb } from './fuzz-arbitraries'

// issue 16: no input ever gets a 500. Every route of Fastify's own table, as guest, member and admin,
// with generated ids, query strings and bodies. Fixed seed (FUZZ_SEED overrides it), printed on failure.
// 40 cases per route: ~5,000 requests, ~20-30 s on two cores. FUZZ_RUNS=300 for a deeper hunt.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40)

// No route is skipped: none reaches outside the test database here. Mail has no MAIL_URL (the outgoing
// log), social sign-in has no provider configured (it refuses before any network call), storage is a
// temporary folder, and the tus endpoint is fuzzed too (below).

/**
 * The tus endpoint speaks the tus protocol, not JSON: its own protocol answers (412 without
 * Tus-Resumable, 400 for a bad Upload-Length…) are text from @tus/server, which tus clients read by
 * status. It is fuzzed with the protocol header so input reaches our hooks, and held to no 5xx and no
 * stack trace; the errors our hooks raise there are JSON (asTusError).
 */
const isTus = (url: string) => url.startsWith('/api/v1/tus/upload')

const routes: { method: string; url: string }[] = []
const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) {
    // A lone HEAD is Fastify's automatic twin of a GET; one in a method list (tus) is the route's own.
    if (method === 'HEAD' && !Array.isArray(route.method)) continue
    routes.push({ method, url: route.url })
  }
}

// Workspaces on, so their routes and the workspaceId hook on every route are fuzzed too (off they are 404s).
const t = await buildTestApp(
  { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password', WORKSPACES_ENABLED: '1' },
  { seedPlatform: true, actAsUser: true, onRoute: collect },
)
const admin = await adminId(t.db)
const member = await newMember(t.db)
// Rows for the generated ids to hit: valid ids are drawn from these, never the acting users.
const targets = [await newMember(t.db), await newMember(t.db)]
const artist = await newArtist(t.db, { name: 'Fuzz Artist' })
const album = await newAlbum(t.db, [artist.id], { name: 'Fuzz Album' })
const track = await newTrack(t.db, [artist.id], { name: 'Fuzz Track', albumId: album.id })
const genre = await newGenre(t.db, { name: 'fuzzgenre' })
const tag = await newTag(t.db, { name: 'fuzztag' })
const playlist = await newPlaylist(t.db, targets[0]!.id, [track.id])
const comment = await newComment(t.db, targets[0]!.id, track.id, 10)
const channel = await newChannel(t.db, 'fuzz-channel', { contentModel: 'track' })
const validIds = [...new Set([...targets.map((u) => u.id), artist.id, album.id, track.id, genre.id, tag.id, playlist.id, comment.id, channel.id])]
  .filter((id) => id !== admin && id !== member.id)
const validWords = ['fuzzgenre', 'fuzztag', 'fuzz-channel', 'me', 'track', 'artist', 'album', 'genre', 'user', 'playlist']

afterAll(() => t.close())

/** Answers by status class, so the suite can tell it reached handlers and did not only collect 404s. */
const seen = { ok: 0, clientError: 0, requests: 0 }

const actors = [
  { name: 'guest', headers: {} as Record<string, string> },
  { name: 'member', headers: { [AS_USER]: String(member.id) } },
  { name: 'admin', headers: { [AS_USER]: String(admin) } },
]

function fillPath(url: string, segments: string[]): string {
  let i = 0
  return url.replace(/:[A-Za-z_]+|\*/g, () => segments[i++] ?? '1')
}

describe('every route survives generated input', () => {
  it('collected the route table', () => {
    expect(routes.length).toBeGreaterThan(50)
    expect(routes).toContainEqual({ method: 'GET', url: '/api/v1/health' })
  })

  for (const route of routes) {
    const params = route.url.match(/:[A-Za-z_]+|\*/g) ?? []
    const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method)
    it(`${route.method} ${route.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...actors),
          fc.tuple(...params.map(() => segmentArb(validIds, validWords)), fc.constant('')),
          queryArb,
          hasBody ? bodyArb : fc.constant(undefined),
          async (actor, segments, query, body) => {
            const url = `${fillPath(route.url, segments)}${query ? `?${query}` : ''}`
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...actor.headers,
                ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
                ...(isTus(route.url) ? { 'tus-resumable': '1.0.0', 'upload-length': '10' } : {}),
              },
              ...(body !== undefined ? { payload: body } : {}),
            })
            seen.requests++
            if (res.statusCode < 400) seen.ok++
            else seen.clientError++
            checkResponse(`${actor.name} ${route.method} ${url}`, res, { textErrors: isTus(route.url), noBody: route.method === 'HEAD' })
          },
        ),
        { seed: FUZZ_SEED, numRuns: RUNS_PER_ROUTE },
      )
    })
  }

  it('health still answers 200 afterwards, and the inputs reached handlers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(res.statusCode).toBe(200)
    expect(seen.requests).toBe(routes.length * RUNS_PER_ROUTE)
    // Generated input is mostly refused, but a share of it must get through to real answers.
    expect(seen.ok / seen.requests).toBeGreaterThan(0.05)
  })
})
