import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settings, themes } from '../../../src/server/db/schema/index'
import { AppearanceValuesResponseSchema, SeoTagsResponseSchema } from '../../../src/shared/contracts/appearance'
import { BootstrapDataSchema } from '../../../src/shared/contracts/bootstrap'
import { adminSuite } from '../../helpers/admin-suite'
import type { TestApp } from '../../helpers/build-app'
import { newChannel } from '../../helpers/factories'
import { buildBackstageApp } from '../backstage/backstage-app'

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

function multipart(name: string, bytes: Buffer, type: string) {
  const boundary = '----encore-test'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
  return { payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` }
}

describe('appearance editor API (music-catalog §3.9)', () => {
  const t = adminSuite()
  const { call } = t
  const values = async () => AppearanceValuesResponseSchema.parse((await call('GET', 'admin/appearance/values')).json()).values

  it('needs appearance.update: 403 JSON for a listener, 401 for a guest', async () => {
    for (const [method, url, body] of [
      ['GET', 'admin/appearance/values'],
      ['POST', 'admin/appearance', { settings: { 'branding.site_name': 'Hacked' } }],
      ['DELETE', 'admin/appearance/themes/1'],
      ['GET', 'admin/appearance/seo-tags/home'],
      ['PUT', 'admin/appearance/seo-tags/home', { title: 'x', description: 'y' }],
    ] as const) {
      const res = await call(method, url, body as object | undefined, t.listener)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().message).toBeTruthy()
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/appearance/values' })).statusCode).toBe(401)
    const [name] = await t.db.select().from(settings).where(eq(settings.name, 'branding.site_name'))
    expect(name).toBeUndefined()
  })

  it('saves branding and a theme primary colour; bootstrap-data shows them at once to guests', async () => {
    const before = await values()
    const light = before.themes.find((th) => th.default_light)!
    const res = await call('POST', 'admin/appearance', {
      settings: { 'branding.site_name': 'Night Radio', 'homepage.trending': false },
      themes: [{ ...light, values: { ...light.values, '--be-primary': '200 30 90' } }],
    })
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await t.db.select().from(themes).where(eq(themes.id, light.id))
    expect(row?.values['--be-primary']).toBe('200 30 90')

    const body = (await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })).json()
    const data = BootstrapDataSchema.parse(body.bootstrapData ?? body)
    expect((data.settings as { branding: { site_name: string } }).branding.site_name).toBe('Night Radio')
    expect(data.themes.find((th) => th.id === light.id)?.values['--be-primary']).toBe('200 30 90')
  })

  it('validates per field: colour triples, menu actions, missing channel, unknown keys; nothing is written', async () => {
    const light = (await values()).themes[0]!
    const badColour = await call('POST', 'admin/appearance', { themes: [{ ...light, values: { '--be-primary': 'red' } }], settings: { 'branding.site_name': 'Never' } })
    expect(badColour.statusCode).toBe(422)
    expect(Object.keys(badColour.json().errors)[0]).toMatch(/^themes\.0\.values/)
    expect((await values()).settings['branding.site_name']).not.toBe('Never')

    const menu = { id: 'm', name: 'Footer', positions: ['footer'], items: [{ id: 'x', label: 'Bad', type: 'link', action: 'javascript:alert(1)' }] }
    const badMenu = await call('POST', 'admin/appearance', { settings: { menus: [menu] } })
    expect(badMenu.statusCode).toBe(422)
    expect(Object.keys(badMenu.json().errors)[0]).toContain('action')

    const noChannel = await call('POST', 'admin/appearance', { settings: { 'homepage.value': 999999 } })
    expect(noChannel.statusCode).toBe(422)
    expect(noChannel.json().errors).toHaveProperty(['settings.homepage.value'])

    const unknown = await call('POST', 'admin/appearance', { settings: { 'billing.enable': true } })
    expect(unknown.statusCode).toBe(422)
  })

  it('menus with conditions and the homepage channel round-trip', async () => {
    const channel = await newChannel(t.db, 'home-two', { contentType: 'manual', contentModel: 'track' })
    const menus = [
      {
        id: 'primary',
        name: 'Primary sidebar',
        positions: ['sidebar-primary'],
        items: [
          { id: 'a', label: 'Charts', type: 'route', action: '/channel/home-two', roles: [1], permissions: ['music.view'], settings: { 'billing.enable': true }, subscriptionStatus: 'subscribed' },
          { id: 'b', label: 'Blog', type: 'link', action: 'https://example.com', target: '_blank' },
        ],
      },
    ]
    const res = await call('POST', 'admin/appearance', { settings: { menus, 'homepage.value': channel.id } })
    expect(res.statusCode, res.body).toBe(200)
    const saved = await values()
    expect(saved.settings.menus).toEqual(menus)
    expect(saved.settings['homepage.value']).toBe(channel.id)
  })

  it('new theme, default flags move, a default theme refuses deletion, others delete', async () => {
    const before = await values()
    const res = await call('POST', 'admin/appearance', {
      themes: [{ name: 'Sunset', values: { '--be-primary': '250 120 40', '--be-radius': '1rem' }, is_dark: true, default_light: false, default_dark: true }],
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = AppearanceValuesResponseSchema.parse(res.json()).values.themes
    expect(after).toHaveLength(before.themes.length + 1)
    const sunset = after.find((th) => th.name === 'Sunset')!
    expect(after.filter((th) => th.default_dark).map((th) => th.id)).toEqual([sunset.id])

    const refused = await call('DELETE', `admin/appearance/themes/${sunset.id}`)
    expect(refused.statusCode).toBe(422)
    const oldDark = before.themes.find((th) => th.default_dark)!
    expect((await call('DELETE', `admin/appearance/themes/${oldDark.id}`)).statusCode).toBe(200)
    expect(await t.db.select().from(themes).where(eq(themes.id, oldDark.id))).toHaveLength(0)
  })

  it('custom CSS and JS are served as files with their types; the version setting changes', async () => {
    const res = await call('POST', 'admin/appearance', { customCode: { css: 'body { outline: 1px solid red }', js: 'window.customRan = true' } })
    expect(res.statusCode).toBe(200)
    const css = await t.app.inject({ method: 'GET', url: '/api/v1/custom-code/custom.css' })
    expect(css.headers['content-type']).toContain('text/css')
    expect(css.headers['x-content-type-options']).toBe('nosniff')
    expect(css.body).toBe('body { outline: 1px solid red }')
    const js = await t.app.inject({ method: 'GET', url: '/api/v1/custom-code/custom.js' })
    expect(js.headers['content-type']).toContain('text/javascript')
    expect(js.body).toBe('window.customRan = true')
    const saved = await values()
    expect(saved.customCode.js).toBe('window.customRan = true')
    const [version] = await t.db.select().from(settings).where(eq(settings.name, 'custom_code.js_version'))
    expect(version?.value).toBeTruthy()
    // The code itself is a private setting: never in bootstrap-data.
    const boot = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })
    expect(boot.body).not.toContain('customRan')
  })

  it('SEO tags: defaults, save, and the home template titles index.html', async () => {
    const home = SeoTagsResponseSchema.parse((await call('GET', 'admin/appearance/seo-tags/home')).json())
    expect(home.tags.title).toBe('{{site_name}}')
    const put = await call('PUT', 'admin/appearance/seo-tags/home', { title: '{{site_name}} | Listen', description: 'Hello' })
    expect(put.statusCode).toBe(200)
    expect(SeoTagsResponseSchema.parse((await call('GET', 'admin/appearance/seo-tags/home')).json()).tags.title).toBe('{{site_name}} | Listen')
    expect((await call('GET', 'admin/appearance/seo-tags/nope')).statusCode).toBe(422)
  })

  it('logo upload: sniffed image stored publicly; other bytes refused', async () => {
    const png = multipart('logo.png', PNG, 'image/png')
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/appearance/images', headers: { ...t.admin.headers, 'content-type': png.contentType }, payload: png.payload })
    expect(res.statusCode, res.body).toBe(200)
    const url = res.json().url as string
    expect(url).toMatch(/^\/storage\/branding_image\/[a-f0-9]+\.png$/)
    const served = await t.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')

    const fake = multipart('logo.png', Buffer.from('<svg onload=alert(1)>'), 'image/png')
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/admin/appearance/images', headers: { ...t.admin.headers, 'content-type': fake.contentType }, payload: fake.payload })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.file).toBe('Please select an image.')
  })
})

describe('appearance preview frame headers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildBackstageApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('lets only our own origin frame a page asked for with ?appearance-preview=1', async () => {
    const framed = await t.app.inject({ method: 'GET', url: '/api/v1/health?appearance-preview=1' })
    expect(framed.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN')
    const normal = await t.app.inject({ method: 'GET', url: '/api/v1/health?x=appearance-preview' })
    expect(normal.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(normal.headers['x-frame-options']).toBe('DENY')
  })
})
