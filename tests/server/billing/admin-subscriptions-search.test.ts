import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../src/server/db/schema/index'
import { SubscriptionListResponseSchema } from '../../../src/shared/contracts/billing'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { setSetting } from '../../helpers/factories'
import { actor, AS_USER, grant, type Actor } from '../backstage/backstage-app'
import { createPlan } from './billing-app'

// The search box of /admin/subscriptions (DataTable sends `query`): the subscriber's name or e-mail, or
// the plan's name, with the same paging as every admin list; the subscriber's own list stays their own.
describe('admin subscriptions search', () => {
  let t: TestApp
  let manager: Actor
  const people = {
    ada: { email: 'ada@lovelace.example', firstName: 'Ada', lastName: 'Lovelace' },
    grace: { email: 'grace.hopper@navy.example', firstName: 'Grace', lastName: 'Hopper' },
    emile: { email: 'x_100%@odd.example', firstName: 'Émile', lastName: 'Zola' },
  }
  const ids: Record<keyof typeof people, number> = { ada: 0, grace: 0, emile: 0 }

  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_PASSWORD: 'admin-password-1' }, { seedPlatform: true, actAsUser: true })
    await setSetting(t.db, 'billing.enable', true)
    const admin = await actor(t.db, ['admin'])
    manager = await actor(t.db, ['users'])
    await grant(t.db, manager.id, 'subscriptions.update')
    const pro = await createPlan(t, admin, 'Pro', ['music.download'])
    const creator = await createPlan(t, admin, 'Créateur', ['music.create'])
    for (const [key, values] of Object.entries(people) as [keyof typeof people, (typeof people)['ada']][]) {
      const [user] = await t.db.insert(users).values(values).returning()
      ids[key] = user!.id
      const price = key === 'grace' ? creator.prices[0]! : pro.prices[0]!
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/billing/subscriptions', headers: manager.headers, payload: { user_id: user!.id, price_id: price.id } })
      expect(res.statusCode, res.body).toBe(200)
    }
  })
  afterAll(async () => {
    await t.close()
  })

  const list = async (who: Actor, params: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries({ paginate: 'lengthAware', ...params }).map(([k, v]) => [k, String(v)]))
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/billing/subscriptions?${qs.toString()}`, headers: who.headers })
    expect(res.statusCode, res.body).toBe(200)
    return SubscriptionListResponseSchema.parse(res.json()).pagination
  }
  const whose = async (query: string) => (await list(manager, { query })).data.map((s) => s.user_id).sort((a, b) => a - b)

  it('lists everyone without a query, and only the matching subscribers with one', async () => {
    expect((await list(manager, {})).total).toBe(3)
    expect(await whose('lovelace')).toEqual([ids.ada])
    expect(await whose('  LOVELACE ')).toEqual([ids.ada])
    expect(await whose('ada love')).toEqual([ids.ada])
  })

  it('matches the e-mail anywhere in the address, and accents and case never matter in names', async () => {
    expect(await whose('navy.exa')).toEqual([ids.grace])
    expect(await whose('emile')).toEqual([ids.emile])
    expect(await whose('ÉMILE ZO')).toEqual([ids.emile])
  })

  it('matches the plan name, folded the same way', async () => {
    expect(await whose('createur')).toEqual([ids.grace])
    expect(await whose('pro')).toEqual([ids.ada, ids.emile])
  })

  it('takes % and _ literally, and finds nothing for an unknown text', async () => {
    expect(await whose('%')).toEqual([ids.emile])
    expect(await whose('x_1')).toEqual([ids.emile])
    const none = await list(manager, { query: 'nobody-at-all' })
    expect(none).toMatchObject({ data: [], total: 0 })
  })

  it('pages the matches like every admin list, newest first, with their total', async () => {
    const first = await list(manager, { query: '.example', perPage: 2 })
    expect(first).toMatchObject({ total: 3, last_page: 2, next_page: 2 })
    expect(first.data.map((s) => s.user_id)).toEqual([ids.emile, ids.grace])
    const second = await list(manager, { query: '.example', perPage: 2, page: 2 })
    expect(second.data.map((s) => s.user_id)).toEqual([ids.ada])
    expect(second.next_page ?? null).toBeNull()
  })

  it('searches only within their own subscriptions for a subscriber', async () => {
    const ada: Actor = { id: ids.ada, headers: { ...manager.headers, [AS_USER]: String(ids.ada) } }
    expect((await list(ada, { query: 'hopper' })).data).toEqual([])
    expect((await list(ada, { query: 'pro' })).data.map((s) => s.user_id)).toEqual([ids.ada])
  })

  it('refuses a query with a NUL byte or over 255 characters (422 naming query)', async () => {
    for (const query of ['ada\u0000', 'a'.repeat(256)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/billing/subscriptions?query=${encodeURIComponent(query)}`, headers: manager.headers })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toHaveProperty('query')
    }
  })
})
