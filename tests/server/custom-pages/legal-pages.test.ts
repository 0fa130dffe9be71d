import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customPages } from '../../../src/server/db/schema/index'
import { seedLegalPages } from '../../../src/server/db/seed/legal-pages'
import { platformSuite } from '../platform/platform-app'

/** Issue 25: the cookie notice's default "Learn more" (/pages/privacy-policy) must open a page that exists. */
describe('seeded legal pages and the cookie notice page', () => {
  const t = platformSuite()

  it('a first start makes a privacy policy and terms of service that guests can open', async () => {
    for (const slug of ['privacy-policy', 'terms-of-service']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/custom-pages/${slug}` })
      expect(res.statusCode, slug).toBe(200)
      expect(res.json().page.body).toContain('Custom pages')
    }
    const bootstrap = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })
    expect(bootstrap.json().settings.cookie_notice.page).toBe('privacy-policy')
  })

  it('they are editable custom pages, and a deleted one does not come back on the next start', async () => {
    const [privacy] = await t.db.select().from(customPages).where(eq(customPages.slug, 'privacy-policy'))
    const edited = await t.app.inject({ method: 'PUT', url: `/api/v1/custom-pages/${privacy!.id}`, headers: t.admin, payload: { body: '<p>Our own policy</p>' } })
    expect(edited.statusCode).toBe(200)
    const [terms] = await t.db.select().from(customPages).where(eq(customPages.slug, 'terms-of-service'))
    await t.db.delete(customPages).where(eq(customPages.id, terms!.id))
    await seedLegalPages(t.db)
    expect(await t.db.select().from(customPages).where(eq(customPages.slug, 'terms-of-service'))).toHaveLength(0)
    const [kept] = await t.db.select().from(customPages).where(eq(customPages.slug, 'privacy-policy'))
    expect(kept!.body).toBe('<p>Our own policy</p>')
  })

  it('the admin picks the notice\'s page by slug; a value that is not a slug is refused', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/settings', headers: t.admin, payload: { client: JSON.stringify({ 'cookie_notice.page': 'terms-of-service' }) } })
    expect(ok.statusCode).toBe(200)
    const bootstrap = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })
    expect(bootstrap.json().settings.cookie_notice.page).toBe('terms-of-service')
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/settings', headers: t.admin, payload: { client: JSON.stringify({ 'cookie_notice.page': 'https://evil.example' }) } })
    expect(bad.statusCode).toBe(422)
  })
})
