import { eq } from 'drizzle-orm'
import type { RouteOptions } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { permissionables, roles, users } from '../../../src/server/db/schema/index'
import { AS_USER, buildTestApp } from '../../helpers/build-app'

// issue 23 §6: a guest refused by a route hears 401/403, never the route's 422 field errors first (the
// permission check runs before the body, params and query are validated). Walks Fastify's own route table.

const routes: { method: string; url: string }[] = []
const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) {
    if (method === 'HEAD' || method === 'OPTIONS') continue
    if (route.url.startsWith('/api/v1/')) routes.push({ method, url: route.url })
  }
}

/**
 * The routes a guest may use without any permission, so their 422 for bad input is the answer: signing in
 * and its steps, the guest-facing pages and forms, and reads that filter by the viewer's grants.
 */
const OPEN_TO_GUESTS = new Set([
  'GET /api/v1/health',
  'GET /api/v1/bootstrap-data',
  'GET /api/v1/value-lists/:names',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/two-factor-challenge',
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/register',
  'POST /api/v1/resend-email-verification',
  'POST /api/v1/validate-email-verification-otp',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/reset-password',
  'GET /api/v1/avatars/:userId/:file',
  'GET /api/v1/secure/auth/social/:service/login',
  'GET /api/v1/secure/auth/social/:service/callback',
  'POST /api/v1/secure/auth/social/connect',
  // Lists only the types the viewer may see; with none it answers empty results, it never refuses.
  'GET /api/v1/search',
  'POST /api/v1/recaptcha/verify',
  'GET /api/v1/uploads/server-max-file-size',
  'GET /api/v1/custom-code/:file',
  // The themes as a stylesheet: a guest's server-rendered page links it (server/lib/theme-sheet.ts).
  'GET /api/v1/appearance/themes.css',
  'GET /api/v1/billing/config',
  'GET /api/v1/custom-pages/:idOrSlug',
  'POST /api/v1/contact-page',
  // Uncaught browser errors of guests matter too (issue 25); a per-address counter bounds it, not a permission.
  'POST /api/v1/client-errors',
])

const t = await buildTestApp(
  { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password', WORKSPACES_ENABLED: '1' },
  { seedPlatform: true, actAsUser: true, onRoute: collect },
)
afterAll(() => t.close())

/** Invalid everywhere a contract looks: ids that are no ids, a query out of range, a body of the wrong shape. */
function invalidRequest(route: { method: string; url: string }) {
  const url = `${route.url.replace(/:[A-Za-z_]+|\*/g, 'not-an-id')}?page=-7&perPage=abc&query=${'q'.repeat(300)}`
  const hasBody = !['GET', 'DELETE'].includes(route.method)
  return {
    method: route.method as 'GET',
    url,
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    ...(hasBody ? { payload: '[["not", "an", "object"]]' } : {}),
  }
}

describe('refusals come before validation', () => {
  it('walks every API route as a guest holding no permission: a refusal is 401/403, never 422', async () => {
    // Guests hold music.view and a few more by default; without them every permission-guarded route refuses a guest.
    const [guests] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.guests, true))
    await t.db.delete(permissionables).where(eq(permissionables.permissionableId, guests!.id))
    expect(routes.length).toBeGreaterThan(100)
    const keys = new Set(routes.map((r) => `${r.method} ${r.url}`))
    expect([...OPEN_TO_GUESTS].filter((key) => !keys.has(key))).toEqual([])
    const wrong: string[] = []
    let refused = 0
    for (const route of routes) {
      const key = `${route.method} ${route.url}`
      if (OPEN_TO_GUESTS.has(key)) continue
      const res = await t.app.inject(invalidRequest(route))
      if (res.statusCode === 401 || res.statusCode === 403) refused++
      else wrong.push(`${res.statusCode} ${key}: ${res.body.slice(0, 120)}`)
    }
    expect(wrong).toEqual([])
    expect(refused).toBeGreaterThan(200)
  })

  it("refuses a user without the permission with 403 on the issue's admin routes, whatever the body", async () => {
    const [user] = await t.db.insert(users).values({ email: 'plain@example.com' }).returning()
    const headers = { [AS_USER]: String(user!.id), 'content-type': 'application/json' }
    for (const [method, url] of [['PUT', '/api/v1/roles/1'], ['POST', '/api/v1/settings'], ['GET', '/api/v1/admin/reports/header?startDate=x']] as const) {
      const res = await t.app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: '{"name": 5}' }) })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
    }
  })
})
