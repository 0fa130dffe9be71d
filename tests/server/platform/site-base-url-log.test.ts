import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../helpers/build-app'

/** Issue 23, item 2: start-up names the base address; behind a proxy without APP_URL it says so once. */
describe('the base address in the log', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  async function start(env: Record<string, string>) {
    const lines: Array<{ level: number; msg: string; baseUrl?: string }> = []
    t = await buildTestApp({ LOG_LEVEL: 'info', ...env }, { logStream: { write: (line) => void lines.push(JSON.parse(line)) } })
    return { app: t.app, lines }
  }
  const WARN = 40
  const proxyWarnings = (lines: Array<{ level: number; msg: string }>) => lines.filter((l) => l.level === WARN && l.msg.includes('APP_URL is not set'))

  it('logs the configured APP_URL at start-up and no proxy warning', async () => {
    const { app, lines } = await start({ APP_URL: 'https://music.example.com/' })
    expect(lines).toContainEqual(expect.objectContaining({ baseUrl: 'https://music.example.com', msg: 'Links in mails and redirects use https://music.example.com (APP_URL)' }))
    await app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: { 'x-forwarded-host': 'music.example.com', 'x-forwarded-proto': 'https' } })
    expect(proxyWarnings(lines)).toEqual([])
  })

  it('without APP_URL logs http://localhost:PORT, then warns once when requests come through a proxy', async () => {
    const { app, lines } = await start({ PORT: '4438' })
    expect(lines).toContainEqual(expect.objectContaining({ baseUrl: 'http://localhost:4438', msg: expect.stringContaining('Links in mails and redirects use http://localhost:4438') }))
    await app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })
    expect(proxyWarnings(lines)).toEqual([])
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: { 'x-forwarded-host': 'music.example.com', 'x-forwarded-proto': 'https' } })
    await app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: { 'x-forwarded-proto': 'https' } })
    expect(proxyWarnings(lines)).toHaveLength(1)
  })
})
