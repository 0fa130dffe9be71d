import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BootstrapDataSchema, THEME_VARIABLES } from '../../../src/shared/contracts/bootstrap'
import { likes, playlists, playlistUser, reposts } from '../../../src/server/db/schema/index'
import { makeSettingsRepo } from '../../../src/server/modules/settings/index'
import type { TestApp } from '../../helpers/build-app'
import { AS_USER, adminId, buildPlatformApp, newMember } from './platform-app'

describe('GET /api/v1/bootstrap-data', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildPlatformApp()
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (headers: Record<string, string> = {}, url = '/api/v1/bootstrap-data') =>
    t.app.inject({ method: 'GET', url, headers })

  it('gives guests the settings tree, themes and the guest role, with no user', async () => {
    const res = await get()
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const body = BootstrapDataSchema.parse(res.json())
    expect(body.user).toBeNull()
    expect(body.likes).toEqual({})
    expect(body.playlists).toEqual([])
    expect(body.i18n).toEqual({ language: 'en', lines: {} })
    expect(body.show_cookie_notice).toBe(false)
    expect(body.guest_role?.name).toBe('guests')
    expect(body.guest_role?.permissions.map((p) => p.name).sort()).toEqual(
      [
        'music.view', 'music.embed', 'music.play', 'lyrics.view', 'users.view', 'playlists.view', 'comments.view',
        'custom_pages.view', 'plans.view', 'tags.view', 'localizations.view',
      ].sort(),
    )
    const s = body.settings as Record<string, any>
    // The configured base address (no APP_URL here: localhost and PORT), not the request's Host (issue 23).
    expect(s.base_url).toBe(`http://localhost:${t.env.PORT}`)
    expect(s.player.default_volume).toBe(30)
    expect(s.player.mobile.auto_open_overlay).toBe(true)
    expect(s.homepage).toMatchObject({ type: 'channel', value: 8, trending: true })
    expect(s.themes).toEqual({ user_change: true, default_id: 0 })
    expect(s.menus.map((m: { name: string }) => m.name)).toEqual([
      'Primary sidebar', 'Secondary sidebar', 'Mobile bottom', 'Auth dropdown', 'Admin sidebar',
    ])
    expect(s.spotify_is_setup).toBe(false)
    expect(s.lastfm_is_setup).toBe(false)
    expect(s.youtube_is_setup).toBe(false)
    // Computed from the configured storage, next to the stored upload settings (the S3 case: uploads/s3.test.ts).
    expect(s.uploads).toMatchObject({ uploads_driver: 'local', s3_direct_upload: false, chunk: true })
    expect(body.themes).toHaveLength(2)
    const light = body.themes.find((th) => th.default_light)!
    const dark = body.themes.find((th) => th.default_dark)!
    expect(light.is_dark).toBe(false)
    expect(dark.is_dark).toBe(true)
    for (const theme of [light, dark]) expect(Object.keys(theme.values).sort()).toEqual([...THEME_VARIABLES].sort())
  })

  it('accepts workspaceId and comma lists without complaint', async () => {
    const res = await get({}, '/api/v1/bootstrap-data?workspaceId=0&with=a,b&with=c&loadCount=x')
    expect(res.statusCode).toBe(200)
  })

  it('shows the cookie notice when enabled, until the visitor accepted it', async () => {
    await makeSettingsRepo(t.db).upsert([{ name: 'cookie_notice.enable', value: true, private: false }])
    expect(BootstrapDataSchema.parse((await get()).json()).show_cookie_notice).toBe(true)
    const accepted = await get({ cookie: 'cookie_notice=true' })
    expect(BootstrapDataSchema.parse(accepted.json()).show_cookie_notice).toBe(false)
    await makeSettingsRepo(t.db).upsert([{ name: 'cookie_notice.enable', value: false, private: false }])
    expect(BootstrapDataSchema.parse((await get()).json()).show_cookie_notice).toBe(false)
  })

  it('says youtube_is_setup only with the YouTube audio search and its API key, never the key itself', async () => {
    const repo = makeSettingsRepo(t.db)
    const flag = async () => (BootstrapDataSchema.parse((await get()).json()).settings as Record<string, unknown>).youtube_is_setup
    await repo.upsert([{ name: 'audio_search_provider', value: 'youtube', private: false }])
    expect(await flag()).toBe(false)
    await repo.upsert([{ name: 'youtube.api_key', value: 'yt-key-secret', private: true }])
    expect(await flag()).toBe(true)
    expect((await get()).body).not.toContain('yt-key-secret')
    await repo.upsert([{ name: 'audio_search_provider', value: 'off', private: false }])
    expect(await flag()).toBe(false)
    await repo.upsert([{ name: 'youtube.api_key', value: '', private: true }])
  })

  it('never sends private server settings', async () => {
    await makeSettingsRepo(t.db).upsert([{ name: 'spotify_secret', value: 'top-secret', private: true }])
    const res = await get()
    expect(res.body).not.toContain('top-secret')
    expect(res.body).not.toContain('spotify_secret')
  })

  it('describes a signed-in user with roles, permissions, likes, reposts and playlists', async () => {
    const member = await newMember(t.db, { firstName: 'Ada', lastName: 'Lovelace', emailVerifiedAt: new Date('2026-01-02T03:04:05Z') })
    await t.db.insert(likes).values([
      { userId: member.id, likeableId: 7, likeableType: 'track' },
      { userId: member.id, likeableId: 9, likeableType: 'album' },
    ])
    await t.db.insert(reposts).values({ userId: member.id, repostableId: 3, repostableType: 'track' })
    const [own] = await t.db.insert(playlists).values({ name: 'Mine', ownerId: member.id }).returning()
    const other = await newMember(t.db)
    const [followed] = await t.db.insert(playlists).values({ name: 'Theirs', ownerId: other.id, public: true }).returning()
    await t.db.insert(playlistUser).values({ playlistId: followed!.id, userId: member.id, editor: false })
    await t.db.insert(playlists).values({ name: 'Not mine', ownerId: other.id })

    const body = BootstrapDataSchema.parse((await get({ [AS_USER]: String(member.id) })).json())
    expect(body.user).toMatchObject({
      id: member.id,
      name: 'Ada Lovelace',
      email: member.email,
      email_verified_at: '2026-01-02T03:04:05.000Z',
      has_password: true,
      roles: [{ name: 'users' }],
      model_type: 'user',
    })
    expect(body.user!.permissions.map((p) => p.name)).toContain('playlists.create')
    expect(body.likes).toEqual({ track: { '7': true }, album: { '9': true } })
    expect(body.reposts).toEqual({ track: { '3': true } })
    expect(body.playlists.map((p) => p.id).sort()).toEqual([own!.id, followed!.id].sort())
    expect(JSON.stringify(body)).not.toContain('"password"')
  })

  it('gives the admin the admin permission', async () => {
    const body = BootstrapDataSchema.parse((await get({ [AS_USER]: String(await adminId(t.db)) })).json())
    expect(body.user!.permissions.map((p) => p.name)).toContain('admin')
    expect(body.user!.roles.map((r) => r.name).sort()).toEqual(['admin', 'users'])
  })
})
