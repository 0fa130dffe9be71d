import { describe, expect, it } from 'vitest'
import { ErrorLogPageSchema } from '../../../src/shared/contracts/logs'
import { CLIENT_ERRORS_PER_MINUTE } from '../../../src/server/modules/logs/logs.routes'
import { platformSuite } from '../platform/platform-app'

/** Issue 25: uncaught browser errors reach the error log the admin reads, validated and rate-limited per address. */
describe('POST client-errors', () => {
  const t = platformSuite()

  const report = (payload: unknown, ip = '203.0.113.5') =>
    t.app.inject({ method: 'POST', url: '/api/v1/client-errors', payload: payload as object, remoteAddress: ip, headers: { 'user-agent': 'TestBrowser/1.0' } })
  const errorLog = async () => ErrorLogPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/logs/error?perPage=100', headers: t.admin })).json()).pagination.data

  it('stores a guest\'s report with its route and build in the admin\'s error log', async () => {
    const res = await report({ message: 'TypeError: a is null', stack: 'TypeError: a is null\n    at x (app.js:1:2)', route: '/album/3/name', build: 'b-123' })
    expect(res.statusCode).toBe(200)
    const rows = await errorLog()
    const row = rows.find((r) => r.message.includes('a is null'))!
    expect(row).toMatchObject({ status: 0, method: 'CLIENT', url: '/album/3/name', message: '[build b-123] TypeError: a is null' })
    expect(row.stack).toContain('at x (app.js:1:2)')
    expect(row.stack).toContain('User-Agent: TestBrowser/1.0')
  })

  it('refuses a report without a message or with a full URL as route', async () => {
    expect((await report({ message: '', route: '/', build: 'b' }, '203.0.113.6')).statusCode).toBe(422)
    expect((await report({ message: 'x', route: 'https://evil.example/', build: 'b' }, '203.0.113.6')).statusCode).toBe(422)
  })

  it(`takes ${CLIENT_ERRORS_PER_MINUTE} reports a minute from one address, then 429; another address is not affected`, async () => {
    const body = { message: 'Error: loop', route: '/', build: 'b' }
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i++) expect((await report(body, '198.51.100.7')).statusCode).toBe(200)
    expect((await report(body, '198.51.100.7')).statusCode).toBe(429)
    expect((await report(body, '198.51.100.8')).statusCode).toBe(200)
    expect((await errorLog()).filter((r) => r.message.endsWith('Error: loop'))).toHaveLength(CLIENT_ERRORS_PER_MINUTE + 1)
  })
})
