import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows, personalAccessTokens, reposts, users } from '../../../src/server/db/schema/index'
import { sha256 } from '../../../src/server/modules/auth/index'
import type { TestApp } from '../../helpers/build-app'
import { newAlbum, newArtist, newComment, newPlaylist, newTrack } from '../../helpers/factories'
import { actor, type Actor } from '../backstage/backstage-app'
import { buildWorkspacesApp, newWorkspace, workspaceRoleId } from '../workspaces/workspaces-app'

/**
 * Issue 23 item 1: every endpoint that embeds a person, asked by a guest and by another plain user,
 * never carries the victim's e-mail, two-factor fields, tokens, permissions or password, nor any of
 * their stored secrets. The victim has everything to leak: 2FA with recovery codes, an access token,
 * comments, a playlist, follows, a repost, workspaces, a backstage request and a notification they caused.
 */

const RECOVERY = 'aaaaaaaaaa-bbbbbbbbbb'
const TOKEN_SECRET = 'victim-token-secret'
const FORBIDDEN_KEY = /^(email|tokens|permissions|password)$|^two_factor_/

interface Leak {
  path: string
  why: string
}

/** Every place in `body` that gives away something of the victim's. */
function leaksOf(body: unknown, victim: { id: number; email: string; secrets: string[] }): Leak[] {
  const found: Leak[] = []
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      for (const s of [victim.email, ...victim.secrets]) if (value.includes(s)) found.push({ path, why: `value contains ${s}` })
      return
    }
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}[${i}]`))
    if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>
      for (const [key, v] of Object.entries(obj)) {
        // A password or two-factor field belongs to no answer for someone else; the rest leak when on the victim.
        if (/^password$|^two_factor_/.test(key) || (obj.id === victim.id && FORBIDDEN_KEY.test(key))) found.push({ path: `${path}.${key}`, why: 'forbidden key' })
        walk(v, `${path}.${key}`)
      }
    }
  }
  walk(body, '$')
  return found
}

/** Whether the body shows the victim as a person (so the walk really crossed an embedding). */
function embedsVictim(body: unknown, victimId: number): boolean {
  if (Array.isArray(body)) return body.some((v) => embedsVictim(v, victimId))
  if (body && typeof body === 'object') {
    const obj = body as Record<string, unknown>
    if (obj.id === victimId && obj.name === 'Vera Test') return true
    return Object.values(obj).some((v) => embedsVictim(v, victimId))
  }
  return false
}

describe('no endpoint gives a guest or another user the private fields of a person', () => {
  let t: TestApp
  let admin: Actor
  let victim: Actor & { email: string }
  let other: Actor
  const ids = { track: 0, album: 0, artist: 0, playlist: 0, ownWorkspace: 0, otherWorkspace: 0, backstage: 0 }

  beforeAll(async () => {
    t = await buildWorkspacesApp()
    admin = await actor(t.db, ['admin'])
    const v = await actor(t.db, ['users'], 'Vera')
    other = await actor(t.db, ['users'], 'Otto')
    const [row] = await t.db
      .update(users)
      .set({ twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorRecoveryCodes: [sha256(RECOVERY)], twoFactorConfirmedAt: new Date(), password: 'argon2-hash-of-victim' })
      .where(eq(users.id, v.id))
      .returning()
    victim = { ...v, email: row!.email }
    await t.db.insert(personalAccessTokens).values({ userId: victim.id, name: 'victim-cli', tokenHash: sha256(TOKEN_SECRET) })

    const artist = await newArtist(t.db, { name: 'Walk Artist' })
    ids.artist = artist.id
    ids.album = (await newAlbum(t.db, [artist.id], { name: 'Walk Album' })).id
    ids.track = (await newTrack(t.db, [artist.id], { albumId: ids.album, name: 'Walk Track' })).id
    ids.playlist = (await newPlaylist(t.db, victim.id, [ids.track])).id
    await newComment(t.db, victim.id, ids.track, 10)
    const parent = await newComment(t.db, other.id, ids.track, 20)
    // A reply through the API, so `other` gets the CommentReceivedReply notification the victim caused.
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comment',
      headers: victim.headers,
      payload: { commentable_type: 'track', commentable_id: ids.track, content: 'A reply from Vera', inReplyTo: parent.id },
    })
    expect(reply.statusCode).toBe(200)
    await t.db.insert(follows).values([
      { followerId: victim.id, followedId: other.id },
      { followerId: other.id, followedId: victim.id },
    ])
    await t.db.insert(reposts).values({ userId: victim.id, repostableId: ids.track, repostableType: 'track' })
    const member = await workspaceRoleId(t.db, 'Workspace Member')
    ids.ownWorkspace = (await newWorkspace(t.db, victim.id, [{ userId: other.id, roleId: member }], 'Vera team')).id
    ids.otherWorkspace = (await newWorkspace(t.db, other.id, [{ userId: victim.id, roleId: member }], 'Otto team')).id
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backstage-request',
      headers: victim.headers,
      payload: { type: 'become-artist', artist_name: 'Vera Sounds', data: { first_name: 'Vera', last_name: 'Test' } },
    })
    expect(request.statusCode).toBe(200)
    ids.backstage = request.json().request.id
  })
  afterAll(async () => {
    await t.close()
  })

  /** [path, embeds the victim for an allowed caller] — refusals (401/403) are scanned too. */
  const endpoints = (): [string, boolean][] => [
    [`users/${victim.id}`, true],
    [`user-profile/${victim.id}`, true],
    // The victim's own lists show `other`; other's lists show the victim.
    [`users/${victim.id}/followers`, false],
    [`users/${victim.id}/followed-users`, false],
    [`users/${other.id}/followers`, true],
    [`users/${other.id}/followed-users`, true],
    [`users/${victim.id}/playlists`, true],
    [`playlists/${ids.playlist}`, true],
    [`playlists/${ids.playlist}/tracks`, false],
    [`users/${victim.id}/reposts`, false],
    [`users/${victim.id}/liked-tracks`, false],
    [`commentable/comments?commentable_type=track&commentable_id=${ids.track}`, true],
    [`tracks/${ids.track}?loader=trackPage`, false],
    ['search?query=Vera&modelTypes=user', true],
    ['search?query=Vera&loader=search', true],
    [`workspace/${ids.ownWorkspace}`, true],
    [`workspace/${ids.otherWorkspace}`, true],
    ['me/workspaces', false],
    ['notifications', false],
    [`backstage-request/${ids.backstage}`, false],
    ['backstage-request', false],
    ['users', false],
    ['comments', false],
    ['admin/playlists', false],
    [`admin/users/${victim.id}`, false],
    ['billing/subscriptions', false],
  ]

  async function walk(who: Actor | null) {
    const secrets = [sha256(RECOVERY), RECOVERY, sha256(TOKEN_SECRET), TOKEN_SECRET, 'argon2-hash-of-victim', 'JBSWY3DPEHPK3PXP']
    const report: { path: string; status: number; leaks: Leak[]; embeds: boolean }[] = []
    for (const [path] of endpoints()) {
      const res: LightMyRequestResponse = await t.app.inject({ url: `/api/v1/${path}`, headers: who?.headers ?? {} })
      const body: unknown = res.headers['content-type']?.toString().includes('json') ? res.json() : res.body
      report.push({ path, status: res.statusCode, leaks: leaksOf(body, { id: victim.id, email: victim.email, secrets }), embeds: embedsVictim(body, victim.id) })
    }
    return report
  }

  it('the scanner finds the own account\'s private fields (it can fail)', async () => {
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: victim.headers })
    const leaks = leaksOf(me.json(), { id: victim.id, email: victim.email, secrets: [] })
    expect(leaks.map((l) => l.path)).toEqual(expect.arrayContaining(['$.user.email', '$.user.tokens', '$.user.permissions', '$.user.two_factor_confirmed_at']))
  })

  it('as a guest: nothing private, and the public pages still show the victim', async () => {
    const report = await walk(null)
    expect(report.filter((r) => r.leaks.length)).toEqual([])
    expect(report.filter((r) => r.status >= 500)).toEqual([])
    const shown = new Set(report.filter((r) => r.embeds).map((r) => r.path))
    for (const path of [`users/${victim.id}`, `user-profile/${victim.id}`, `users/${other.id}/followers`, `playlists/${ids.playlist}`, `commentable/comments?commentable_type=track&commentable_id=${ids.track}`]) {
      expect(shown).toContain(path)
    }
    for (const path of ['users', 'comments', `admin/users/${victim.id}`, `backstage-request/${ids.backstage}`, 'notifications']) {
      expect([401, 403]).toContain(report.find((r) => r.path === path)!.status)
    }
  })

  it('as another plain user: nothing private, and every embedding endpoint did show the victim', async () => {
    const report = await walk(other)
    expect(report.filter((r) => r.leaks.length)).toEqual([])
    expect(report.filter((r) => r.status >= 500)).toEqual([])
    const missing = endpoints()
      .filter(([, embeds]) => embeds)
      .map(([path]) => report.find((r) => r.path === path)!)
      .filter((r) => !r.embeds)
      .map((r) => `${r.path} (${r.status})`)
    expect(missing).toEqual([])
    const notifications = report.find((r) => r.path === 'notifications')!
    expect(notifications.status).toBe(200)
    for (const path of ['users', 'comments', `admin/users/${victim.id}`, `backstage-request/${ids.backstage}`]) {
      expect(report.find((r) => r.path === path)!.status).toBe(403)
    }
  })

  it('an admin still gets the admin view of the victim', async () => {
    const res = await t.app.inject({ url: `/api/v1/users/${victim.id}`, headers: admin.headers })
    expect(res.json().user).toMatchObject({ email: victim.email, two_factor_enabled: true, tokens: [{ name: 'victim-cli' }] })
    expect(res.body).not.toContain(sha256(RECOVERY))
    expect(res.body).not.toContain(sha256(TOKEN_SECRET))
  })
})
