import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { ErrorPayloadSchema } from '../../../src/shared/contracts/common'
import { ErrorLogPageSchema, OutgoingEmailDetailSchema, OutgoingEmailPageSchema, ScheduleLogSchema } from '../../../src/shared/contracts/logs'
import { outgoingEmails } from '../../../src/server/db/schema/index'
import { makeLogsRepo, makeLogsService } from '../../../src/server/modules/logs/index'
import type { TestApp } from '../../helpers/build-app'
import { AS_USER, adminId, buildPlatformApp, newMember } from '../platform/platform-app'

describe('admin logs', () => {
  let t: TestApp
  let admin: Record<string, string>
  beforeAll(async () => {
    t = await buildPlatformApp()
    admin = { [AS_USER]: String(await adminId(t.db)) }
    // A real server failure: the genres list reads a table that is gone, which answers 500.
    await t.db.execute(sql`alter table genres rename to genres_gone`)
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers })

  it('records a server error and lists it newest first, searchable', async () => {
    expect((await get('/api/v1/value-lists/genres?x=1')).statusCode).toBe(500)
    expect((await get('/api/v1/value-lists/genres?x=2')).statusCode).toBe(500)
    const page = ErrorLogPageSchema.parse((await get('/api/v1/logs/error?perPage=1')).json()).pagination
    expect(page.data).toHaveLength(1)
    expect(page.data[0]).toMatchObject({ status: 500, method: 'GET', url: '/api/v1/value-lists/genres?x=2', message: expect.stringContaining('genres') })
    expect(page.data[0]!.stack).toBeTruthy()
    expect(page.next_page).toBe(2)
    const search = ErrorLogPageSchema.parse((await get('/api/v1/logs/error?query=x%3D1')).json()).pagination
    expect(search.data.map((e) => e.url)).toEqual(['/api/v1/value-lists/genres?x=1'])
  })

  it('downloads the latest error log as a text file', async () => {
    const res = await get('/api/v1/logs/error/download-latest')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="encore-\d{4}-\d{2}-\d{2}\.log"$/)
    const lines = res.body.split('\n').filter((l) => l.startsWith('['))
    expect(lines[0]).toContain('500 GET /api/v1/value-lists/genres?x=1: ')
    expect(lines[1]).toContain('x=2')
  })

  it('records nothing when error recording is switched off', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/settings', headers: admin, payload: { server: JSON.stringify({ 'logging.record_errors': false }) } })
    await get('/api/v1/value-lists/genres?x=3')
    const page = ErrorLogPageSchema.parse((await get('/api/v1/logs/error')).json()).pagination
    expect(page.data.some((e) => e.url.endsWith('x=3'))).toBe(false)
  })

  it('lists outgoing e-mail and shows one with its body', async () => {
    await t.db.insert(outgoingEmails).values([
      { to: 'a@example.com', subject: 'Welcome', text: 'Hello A', status: 'logged' },
      { to: 'b@example.com', subject: 'Reset', text: 'Hello B', html: '<p>Hello B</p>', status: 'failed', error: 'ECONNREFUSED' },
    ])
    const page = OutgoingEmailPageSchema.parse((await get('/api/v1/logs/outgoing-email?query=b%40example')).json()).pagination
    expect(page.data).toEqual([expect.objectContaining({ to: 'b@example.com', subject: 'Reset', status: 'failed', error: 'ECONNREFUSED' })])
    const one = OutgoingEmailDetailSchema.parse((await get(`/api/v1/logs/outgoing-email/${page.data[0]!.id}`)).json())
    expect(one.email).toMatchObject({ text: 'Hello B', html: '<p>Hello B</p>' })
    expect((await get('/api/v1/logs/outgoing-email/999999')).statusCode).toBe(404)
  })

  it('shows the scheduled tasks with their last run', async () => {
    const body = ScheduleLogSchema.parse((await get('/api/v1/logs/schedule')).json())
    expect(body.tasks.map((task) => task.name)).toEqual(expect.arrayContaining(['uploads:cleanup', 'logs:prune-errors']))
    expect(body.tasks.find((task) => task.name === 'logs:prune-errors')?.last_run).toBeNull()
  })

  it('records each run of a task, completed or failed, in the schedule log', async () => {
    const settings = { effective: async () => ({ client: {}, server: { 'logging.retention_days': 30 } }) }
    const logs = makeLogsService({ repo: makeLogsRepo(t.db), settings, clock: () => new Date() })
    await logs.runTask('logs:prune-errors', () => logs.pruneErrors())
    await logs.runTask('demo:failing', async () => {
      throw new Error('disk full')
    })
    const body = ScheduleLogSchema.parse((await get('/api/v1/logs/schedule')).json())
    expect(body.pagination.data.slice(0, 2)).toEqual([
      expect.objectContaining({ task: 'demo:failing', status: 'failed', output: 'disk full' }),
      expect.objectContaining({ task: 'logs:prune-errors', status: 'completed', output: 'Removed 0 error log entries older than 30 days.' }),
    ])
    expect(body.tasks.find((task) => task.name === 'logs:prune-errors')?.last_run).toMatchObject({ status: 'completed' })
  })

  it('refuses members with 403 JSON on every log endpoint', async () => {
    const member = { [AS_USER]: String((await newMember(t.db)).id) }
    for (const url of ['/api/v1/logs/error', '/api/v1/logs/error/download-latest', '/api/v1/logs/schedule', '/api/v1/logs/outgoing-email']) {
      const res = await get(url, member)
      expect(res.statusCode, url).toBe(403)
      expect(ErrorPayloadSchema.parse(res.json()).message).toBe('This action is unauthorized.')
    }
  })
})
