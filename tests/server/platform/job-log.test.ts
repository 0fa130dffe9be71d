import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failedJobs as failedJobsTable, outgoingEmails } from '../../../src/server/db/schema/index'
import type { TestApp } from '../../helpers/build-app'
import { buildTestApp } from '../../helpers/build-app'
import { eventually } from '../../helpers/redis'
import { actor, grant, type Actor } from '../backstage/backstage-app'
import { Browser } from '../auth/auth-helpers'

// Nothing listens here (a port of this suite's range): every delivery attempt is refused.
const DEAD_SMTP = 'smtp://127.0.0.1:4209'

describe('failed background jobs (dead-letter list)', () => {
  let t: TestApp
  let admin: Actor
  let user: Actor
  let logViewer: Actor
  beforeAll(async () => {
    t = await buildTestApp({ MAIL_URL: DEAD_SMTP, ADMIN_PASSWORD: 'admin-password-1' }, { seedPlatform: true, actAsUser: true })
    admin = await actor(t.db, ['admin'])
    user = await actor(t.db, ['users'])
    logViewer = await actor(t.db, ['users'])
    await grant(t.db, logViewer.id, 'logs.view')
    // Seeding the platform takes long on a busy machine.
  }, 180_000)
  afterAll(async () => t.close())

  const failedJobs = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/logs/jobs/failed', headers })

  it('answers the request at once, retries the mail, then lists it for admins with its error', async () => {
    const res = await new Browser(t.app).post('auth/forgot-password', { email: 'admin@encore.local' })
    expect(res.statusCode).toBe(200)
    await eventually(async () => (await failedJobs(admin.headers)).json().pagination.data.length > 0)
    const [entry] = (await failedJobs(admin.headers)).json().pagination.data
    expect(entry).toMatchObject({ name: 'mail.send', attempts: 5, error: expect.stringMatching(/ECONNREFUSED/) })
    const [mail] = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, (entry.data as { id: number }).id))
    expect(mail).toMatchObject({ to: 'admin@encore.local', status: 'failed' })
  })

  it('is for users with logs.view (music-product §6)', async () => {
    expect((await failedJobs()).statusCode).toBe(401)
    expect((await failedJobs(user.headers)).statusCode).toBe(403)
    expect((await failedJobs(logViewer.headers)).statusCode).toBe(200)
  })

  const retry = (id: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/logs/jobs/failed/${id}/retry`, headers })
  const remove = (ids: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'DELETE', url: `/api/v1/logs/jobs/failed/${ids}`, headers })
  const addEntry = async (name: string, data: unknown) =>
    (await t.db.insert(failedJobsTable).values({ name, jobId: null, data, error: 'Error: boom', attempts: 3, failedAt: new Date() }).returning())[0]!
  const listedIds = async () => ((await failedJobs(admin.headers)).json().pagination.data as { id: number }[]).map((e) => e.id)

  it('retry queues the job again with its data and takes it off the list', async () => {
    const [mail] = await t.db.select().from(outgoingEmails)
    const entry = await addEntry('mail.send', { id: mail!.id })
    expect((await retry(entry.id, user.headers)).statusCode).toBe(403)
    expect((await retry(entry.id)).statusCode).toBe(401)
    const res = await retry(entry.id, logViewer.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'success' })
    expect(await listedIds()).not.toContain(entry.id)
    // The SMTP server is still down: the retried job fails its attempts again and is listed anew.
    await eventually(async () => (await t.db.select().from(failedJobsTable)).some((r) => r.id > entry.id && r.name === 'mail.send'))
    expect((await retry(entry.id, admin.headers)).statusCode).toBe(404)
  })

  it('retry and delete refuse a malformed id with a 422 naming it', async () => {
    const bad = await retry('abc', admin.headers)
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toHaveProperty('id')
    const badIds = await remove('1,x', admin.headers)
    expect(badIds.statusCode).toBe(422)
    expect(badIds.json().errors).toHaveProperty('ids')
  })

  it('delete drops entries without running them, for users with logs.view only', async () => {
    const one = await addEntry('nothing.defined', { n: 1 })
    const two = await addEntry('nothing.defined', { n: 2 })
    expect((await remove(`${one.id},${two.id}`, user.headers)).statusCode).toBe(403)
    expect((await remove(`${one.id},${two.id}`, logViewer.headers)).statusCode).toBe(200)
    expect(await listedIds()).not.toEqual(expect.arrayContaining([one.id]))
    expect((await t.db.select().from(failedJobsTable)).map((r) => r.id)).not.toContain(two.id)
    expect((await remove(String(one.id), admin.headers)).statusCode).toBe(404)
  })
})
