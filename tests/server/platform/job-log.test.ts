import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outgoingEmails } from '../../../src/server/db/schema/index'
import type { TestApp } from '../../helpers/build-app'
import { buildTestApp } from '../../helpers/build-app'
import { eventually } from '../../helpers/redis'
import { actor, type Actor } from '../backstage/backstage-app'
import { Browser } from '../auth/auth-helpers'

// Nothing listens here (a port of this suite's range): every delivery attempt is refused.
const DEAD_SMTP = 'smtp://127.0.0.1:4209'

describe('failed background jobs (dead-letter list)', () => {
  let t: TestApp
  let admin: Actor
  let user: Actor
  beforeAll(async () => {
    t = await buildTestApp({ MAIL_URL: DEAD_SMTP, ADMIN_PASSWORD: 'admin-password-1' }, { seedPlatform: true, actAsUser: true })
    admin = await actor(t.db, ['admin'])
    user = await actor(t.db, ['users'])
  })
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

  it('is for admins only', async () => {
    expect((await failedJobs()).statusCode).toBe(401)
    expect((await failedJobs(user.headers)).statusCode).toBe(403)
  })
})
