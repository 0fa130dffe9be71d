import { describe, expect, it } from 'vitest'
import { SettingsResponseSchema } from '../../../src/shared/contracts/settings'
import { ErrorPayloadSchema } from '../../../src/shared/contracts/common'
import { settings } from '../../../src/server/db/schema/index'
import { AS_USER, newMember, platformSuite } from './platform-app'

describe('settings', () => {
  const t = platformSuite()

  const post = (payload: Record<string, unknown>, headers = t.admin, url = '/api/v1/settings') =>
    t.app.inject({ method: 'POST', url, headers, payload })
  // The VAPID key pair is stored at start-up (notifications); these tests count what the admin stored.
  // Rows the app writes itself at start (VAPID keys, the legal pages' seed marker) are not admin saves.
  const storedRows = async () => (await t.db.select().from(settings)).filter((row) => !row.name.startsWith('notifications.vapid_') && !row.name.startsWith('seeded.'))

  it('GET settings gives the admin the server settings and the client tree with defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: t.admin })
    expect(res.statusCode).toBe(200)
    const body = SettingsResponseSchema.parse(res.json())
    expect(body.server).toMatchObject({ spotify_id: '', spotify_secret: '', lastfm_api_key: '' })
    const client = body.client as Record<string, any>
    expect(client.player.seekbar_type).toBe('line')
    expect(client.artistPage.tabs).toHaveLength(6)
    expect(client.homepage.appearance).toMatchObject({ headerTitle: expect.any(String), pricingTitle: expect.any(String) })
    expect(client.menus[0]).toMatchObject({
      name: 'Primary sidebar',
      items: [
        { label: 'Popular Albums', action: '/popular-albums' },
        { label: 'Genres', action: '/genres' },
        { label: 'Popular songs', action: '/popular-tracks' },
        { label: 'New releases', action: '/new-releases' },
      ],
    })
  })

  it('refuses guests with 401 and members with 403, as JSON', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/v1/settings' })
    expect(guest.statusCode).toBe(401)
    expect(ErrorPayloadSchema.parse(guest.json()).message).toBe('Unauthenticated.')
    const member = await newMember(t.db)
    const res = await post({ client: '{"player.default_volume": 80}' }, { [AS_USER]: String(member.id) })
    expect(res.statusCode).toBe(403)
    expect(ErrorPayloadSchema.parse(res.json()).message).toBe('This action is unauthorized.')
    expect(await storedRows()).toEqual([])
  })

  it('POST settings saves only the changed keys and answers with the new tree', async () => {
    const res = await post({
      client: JSON.stringify({ 'player.default_volume': 55, 'player.hide_queue': false, 'branding.site_name': 'Encore FM' }),
      server: JSON.stringify({ spotify_id: 'abc' }),
    })
    expect(res.statusCode).toBe(200)
    const body = SettingsResponseSchema.parse(res.json())
    expect((body.client as any).player.default_volume).toBe(55)
    expect((body.client as any).branding.site_name).toBe('Encore FM')
    expect(body.server.spotify_id).toBe('abc')
    const rows = await storedRows()
    // hide_queue equals its default, so nothing was written for it.
    const boot = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })
    expect(boot.json().settings.player.default_volume).toBe(55)
    expect(boot.body).not.toContain('spotify_id":"abc')
    expect(rows.map((r) => [r.name, r.value, r.private]).sort()).toEqual([
      ['branding.site_name', 'Encore FM', false],
      ['player.default_volume', 55, false],
      ['spotify_id', 'abc', true],
    ])
  })

  it('updates an existing row in place and skips unchanged values', async () => {
    await post({ client: JSON.stringify({ 'player.default_volume': 60, 'branding.site_name': 'Encore FM' }) })
    const rows = await storedRows()
    expect(rows).toHaveLength(3)
    expect(rows.find((r) => r.name === 'player.default_volume')?.value).toBe(60)
  })

  it('saves edited menus', async () => {
    const menus = [{ id: 'm', name: 'Footer', positions: ['footer'], items: [{ id: 'a', label: 'About', type: 'link', action: 'https://example.com', target: '_blank' }] }]
    const res = await post({ client: JSON.stringify({ menus }) })
    expect(res.statusCode).toBe(200)
    expect((SettingsResponseSchema.parse(res.json()).client as { menus: unknown }).menus).toEqual(menus)
  })

  it('accepts method override and workspaceId on the same route', async () => {
    const res = await post({ client: '{"homepage.trending": false}', workspaceId: 0 }, t.admin, '/api/v1/settings?workspaceId=0')
    expect(res.statusCode).toBe(200)
    expect((SettingsResponseSchema.parse(res.json()).client as any).homepage.trending).toBe(false)
  })

  it('answers 422 per field for bad JSON, bad keys or an empty body', async () => {
    const bad = await post({ client: 'not json' })
    expect(bad.statusCode).toBe(422)
    expect(ErrorPayloadSchema.parse(bad.json()).errors).toEqual({ client: ['Must be a JSON object.'] })
    const proto = await post({ client: '{"__proto__.polluted": 1}' })
    expect(proto.statusCode).toBe(422)
    expect(ErrorPayloadSchema.parse(proto.json()).errors?.client).toBeDefined()
    const menus = [{ id: 'm', name: 'M', positions: [], items: [{ id: 'x', label: 'X', type: 'link', action: 'javascript:alert(1)' }] }]
    const script = await post({ client: JSON.stringify({ menus }) })
    expect(script.statusCode).toBe(422)
    expect(ErrorPayloadSchema.parse(script.json()).errors?.['client.menus']).toEqual(['Invalid menus: Unsupported link address.'])
    const empty = await post({})
    expect(empty.statusCode).toBe(422)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
