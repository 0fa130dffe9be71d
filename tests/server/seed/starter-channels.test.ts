import { count, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { channels, settings } from '../../../src/server/db/schema/index'
import { seedCatalogue } from '../../../src/server/demo/seed-catalogue'
import { seed } from '../../../src/server/seed'
import { buildTestApp, type TestApp } from '../../helpers/build-app'

const silentLog = { info: () => {}, warn: () => {} }

describe('a fresh install without the demo (SEED_DEMO=0)', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })
  const start = async (app: TestApp) => seed({ db: app.db, storage: app.storage, env: app.env, log: silentLog })
  const channelCount = async (app: TestApp) => (await app.db.select({ n: count() }).from(channels))[0]!.n
  const homepageValue = async (app: TestApp) => (await app.db.select().from(settings).where(eq(settings.name, 'homepage.value')))[0]?.value

  it('gets the "Music streaming" channels, and the home page a guest opens is a page', async () => {
    t = await buildTestApp({}, { seedPlatform: true })
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/channel/8' })
    expect(before.statusCode).toBe(404)

    await start(t)
    const [discover] = await t.db.select().from(channels).where(eq(channels.slug, 'discover'))
    expect(discover).toBeDefined()
    expect(await homepageValue(t)).toBe(discover!.id)
    const home = await t.app.inject({ method: 'GET', url: `/api/v1/channel/${discover!.id}` })
    expect(home.statusCode, home.body).toBe(200)
    expect(home.json().channel.slug).toBe('discover')
  })

  it('gets them once: channels an admin deleted stay deleted on the next start', async () => {
    t = await buildTestApp()
    await start(t)
    expect(await channelCount(t)).toBeGreaterThan(0)
    await t.db.delete(channels)
    await start(t)
    expect(await channelCount(t)).toBe(0)
  })

  it('keeps channels that exist before the first start, and the demo keeps the starter ones later', async () => {
    t = await buildTestApp()
    await t.db.insert(channels).values({ slug: 'my-home', name: 'My home', config: {} })
    await start(t)
    expect(await channelCount(t)).toBe(1)

    // The demo switched on at a later start adds its music without a second set of slugs.
    await t.db.delete(channels)
    await seed({ db: t.db, storage: t.storage, env: { ...t.env, SEED_DEMO: false }, log: silentLog })
    await t.db.insert(channels).values({ slug: 'discover', name: 'Discover', config: {} })
    await seedCatalogue({ db: t.db, storage: t.storage, env: { ...t.env, SEED_DEMO: true }, log: silentLog })
    expect(await channelCount(t)).toBe(1)
  })
})
