import { describe, expect, it } from 'vitest'
import { ANALYTICS_CSP_SOURCES } from '../../../src/shared/lib/analytics'
import { platformSuite } from './platform-app'

/** Issue 25: `analytics.tracking_code` works within the page policy, which admits Google's hosts only while it is set. */
describe('analytics tracking code and the page policy', () => {
  const t = platformSuite()

  const save = (code: string) => t.app.inject({ method: 'POST', url: '/api/v1/settings', headers: t.admin, payload: { client: JSON.stringify({ 'analytics.tracking_code': code }) } })
  const policy = async () => String((await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })).headers['content-security-policy'])
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

  it('admits no analytics host while no measurement ID is set', async () => {
    const csp = await policy()
    // YouTube's IFrame API script is always admitted (decision 0031); no analytics host is.
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://www.youtube.com")
    expect(csp).not.toContain('google')
  })

  it('with an ID, the policy admits exactly the listed hosts, and clearing it takes them back', async () => {
    expect((await save('G-TEST12345')).statusCode).toBe(200)
    const csp = await policy()
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' https://www.youtube.com ${ANALYTICS_CSP_SOURCES.script.join(' ')}`)
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${ANALYTICS_CSP_SOURCES.connect.join(' ')}`)
    expect(directive(csp, 'img-src')).toBe(`img-src 'self' ${ANALYTICS_CSP_SOURCES.img.join(' ')} data: blob:`)
    expect(csp).not.toContain("'unsafe-inline'")
    const boot = (await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })).json()
    expect(boot.settings.analytics.tracking_code).toBe('G-TEST12345')

    expect((await save('')).statusCode).toBe(200)
    expect(await policy()).not.toContain('google')
  })

  it('refuses anything but a measurement ID (no script or markup)', async () => {
    expect((await save('<script>alert(1)</script>')).statusCode).toBe(422)
    expect((await save('G-abc def')).statusCode).toBe(422)
  })

  it('the settings page lists the hosts the policy then admits', async () => {
    const { SETTINGS_PAGES } = await import('../../../src/shared/contracts/settings-fields')
    const page = SETTINGS_PAGES.find((p) => p.id === 'analytics')!
    for (const host of [...ANALYTICS_CSP_SOURCES.script, ...ANALYTICS_CSP_SOURCES.connect, ...ANALYTICS_CSP_SOURCES.img]) expect(page.description).toContain(host)
  })
})
