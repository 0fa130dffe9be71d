// The hooks every request runs (security headers, viewer, idempotency) with their short caches: what
// they reuse, for how long, and that GET routes carry no idempotency work at all.
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { afterEach, describe, expect, it } from 'vitest'
import type { EffectiveSettings } from '../../../src/server/modules/settings/index'
import { recaptchaAnyEnabled } from '../../../src/server/modules/recaptcha/index'
import { makePermissionsService, type PermissionsRepo } from '../../../src/server/modules/permissions/index'
import {
  CONTENT_SECURITY_POLICY,
  EMBED_CONTENT_SECURITY_POLICY,
  RECAPTCHA_CONTENT_SECURITY_POLICY,
  securityHeadersPlugin,
} from '../../../src/server/plugins/security-headers'
import { idempotencyPlugin } from '../../../src/server/plugins/idempotency'
import { viewerPlugin } from '../../../src/server/modules/permissions/index'
import type { Db } from '../../../src/server/db/client'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let app: FastifyInstance
afterEach(async () => {
  await app?.close()
})

describe('security headers', () => {
  function countingSettings() {
    const state = { reads: 0, recaptcha: false }
    const settings = {
      async effective(): Promise<EffectiveSettings> {
        state.reads++
        return { client: { 'recaptcha.enable.register': state.recaptcha }, server: {} }
      },
    }
    return { state, settings }
  }

  async function build(policyTtlMs: number, settings: { effective: () => Promise<EffectiveSettings> }) {
    app = Fastify()
    // The app hands the plugin a plain function over the settings (plugins hold no domain rules).
    const recaptchaOpen = async () => recaptchaAnyEnabled((await settings.effective()).client)
    await app.register(securityHeadersPlugin, { recaptchaOpen, policyTtlMs })
    app.get('/api/v1/x', async () => ({ ok: true }))
    app.get('/track/:id/:name/embed', async () => 'embed')
    app.get('/own', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('own'))
    return app
  }

  it('reuses the page policy within its TTL and reads the settings again after it', async () => {
    const { state, settings } = countingSettings()
    await build(60, settings)
    const policy = async () => (await app.inject({ url: '/api/v1/x' })).headers['content-security-policy']
    expect(await policy()).toBe(CONTENT_SECURITY_POLICY)
    state.recaptcha = true
    expect(await policy()).toBe(CONTENT_SECURITY_POLICY)
    expect(state.reads).toBe(1)
    await sleep(80)
    expect(await policy()).toBe(RECAPTCHA_CONTENT_SECURITY_POLICY)
    expect(state.reads).toBe(2)
  })

  it('reads the settings for every response without a TTL, never for embeds or routes with their own policy', async () => {
    const { state, settings } = countingSettings()
    await build(0, settings)
    await app.inject({ url: '/api/v1/x' })
    state.recaptcha = true
    const res = await app.inject({ url: '/api/v1/x' })
    expect(res.headers['content-security-policy']).toBe(RECAPTCHA_CONTENT_SECURITY_POLICY)
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(state.reads).toBe(2)
    const embed = await app.inject({ url: '/track/1/song/embed?autoplay=1' })
    expect(embed.headers['content-security-policy']).toBe(EMBED_CONTENT_SECURITY_POLICY)
    expect(embed.headers['x-frame-options']).toBeUndefined()
    const own = await app.inject({ url: '/own' })
    expect(own.headers['content-security-policy']).toBe("default-src 'none'")
    expect(own.headers['x-content-type-options']).toBe('nosniff')
    expect(state.reads).toBe(2)
  })

  it('falls back to the strict policy when the settings cannot be read', async () => {
    await build(0, { effective: () => Promise.reject(new Error('database down')) })
    const res = await app.inject({ url: '/api/v1/x' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
  })
})

describe('viewer', () => {
  function countingRepo() {
    const calls = { guestRole: 0, rolesOfUser: 0 }
    const repo = {
      async guestRole() {
        calls.guestRole++
        return { id: 1, name: 'guests', grants: [{ name: 'music.play', restrictions: [] }] }
      },
      async rolesOfUser() {
        calls.rolesOfUser++
        return [{ id: 2, name: 'users' }]
      },
      async grantsOfUser() {
        return [{ name: 'music.view', restrictions: [] }]
      },
    } as unknown as PermissionsRepo
    return { calls, repo }
  }

  async function build(repo: PermissionsRepo, ttl: { guest: number; user: number }) {
    const permissions = makePermissionsService({ repo, guestRoleTtlMs: ttl.guest })
    const seen: unknown[] = []
    app = Fastify()
    await app.register(viewerPlugin, { permissions, userViewerTtlMs: ttl.user })
    app.addHook('onRequest', async (request) => {
      const id = request.headers['x-user']
      if (typeof id === 'string') request.authUserId = Number(id)
    })
    app.post('/api/v1/act', async (request, reply) => reply.code(request.headers['x-refuse'] ? 403 : 200).send({}))
    app.get('/api/v1/who', async (request) => {
      seen.push(request.viewer)
      return { userId: request.viewer.userId, play: request.viewer.can('music.play'), view: request.viewer.can('music.view') }
    })
    return seen
  }

  it('hands guests one viewer while the guest role is cached, and a new one after', async () => {
    const { calls, repo } = countingRepo()
    const seen = await build(repo, { guest: 60, user: 0 })
    const first = await app.inject({ url: '/api/v1/who' })
    expect(first.json()).toEqual({ userId: null, play: true, view: false })
    await app.inject({ url: '/api/v1/who' })
    expect(seen[1]).toBe(seen[0])
    expect(calls.guestRole).toBe(1)
    await sleep(80)
    await app.inject({ url: '/api/v1/who' })
    expect(seen[2]).not.toBe(seen[0])
    expect(calls.guestRole).toBe(2)
  })

  it('reuses a user viewer within its TTL only, and per user', async () => {
    const { calls, repo } = countingRepo()
    await build(repo, { guest: 0, user: 60 })
    const as = (id: number) => app.inject({ url: '/api/v1/who', headers: { 'x-user': String(id) } })
    expect((await as(7)).json()).toEqual({ userId: 7, play: false, view: true })
    await as(7)
    expect(calls.rolesOfUser).toBe(1)
    expect((await as(8)).json().userId).toBe(8)
    expect(calls.rolesOfUser).toBe(2)
    await sleep(80)
    await as(7)
    expect(calls.rolesOfUser).toBe(3)
  })

  it("forgets a user's cached viewer after their own successful write, not after a refused one or another user's", async () => {
    const { calls, repo } = countingRepo()
    await build(repo, { guest: 0, user: 60_000 })
    const as = (id: number) => app.inject({ url: '/api/v1/who', headers: { 'x-user': String(id) } })
    const act = (id: number, refuse = false) =>
      app.inject({ method: 'POST', url: '/api/v1/act', headers: { 'x-user': String(id), ...(refuse ? { 'x-refuse': '1' } : {}) } })
    await as(7)
    await as(8)
    expect(calls.rolesOfUser).toBe(2)
    await act(7, true)
    await as(7)
    // The refused write reused the cache and left it in place.
    expect(calls.rolesOfUser).toBe(2)
    await act(7)
    await as(7)
    await as(8)
    // The write itself reused the cache; the read after it asked again; user 8 kept theirs.
    expect(calls.rolesOfUser).toBe(3)
  })

  it('queries a user every time without a TTL', async () => {
    const { calls, repo } = countingRepo()
    await build(repo, { guest: 0, user: 0 })
    await app.inject({ url: '/api/v1/who', headers: { 'x-user': '7' } })
    await app.inject({ url: '/api/v1/who', headers: { 'x-user': '7' } })
    expect(calls.rolesOfUser).toBe(2)
  })
})

describe('idempotency hooks', () => {
  it('are attached to state-changing routes only', async () => {
    app = Fastify()
    // The plugin declares a dependency on auth; its database is never touched here.
    await app.register(fp(async () => {}, { name: 'auth' }))
    await app.register(idempotencyPlugin, { db: {} as Db, clock: () => new Date() })
    const hooks = new Map<string, number>()
    app.addHook('onRoute', (route) => {
      // Fastify adds its own onSend to HEAD routes: count the plugin's hooks by name.
      const ours = (value: unknown) => [value].flat().filter((f) => typeof f === 'function' && /^(claimHook|storeHook)$/.test(f.name)).length
      hooks.set(`${String(route.method)} ${route.url}`, ours(route.preValidation) + ours(route.onSend))
    })
    const ok = async () => ({ ok: true })
    app.get('/api/v1/items', ok)
    app.post('/api/v1/items', ok)
    app.delete('/api/v1/items/:id', ok)
    app.route({ method: ['GET', 'PUT'], url: '/api/v1/both', handler: ok })
    await app.ready()
    expect(hooks.get('GET /api/v1/items')).toBe(0)
    expect(hooks.get('HEAD /api/v1/items')).toBe(0)
    expect(hooks.get('POST /api/v1/items')).toBe(2)
    expect(hooks.get('DELETE /api/v1/items/:id')).toBe(2)
    expect(hooks.get('GET,PUT /api/v1/both')).toBe(2)
    // A GET with a key (even a malformed one) is simply answered.
    const res = await app.inject({ url: '/api/v1/items', headers: { 'idempotency-key': '!' } })
    expect(res.statusCode).toBe(200)
  })
})
