import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COOKIE_NOTICE_COOKIE, CookieNotice } from '../../../../src/client/features/shell/components/cookie-notice'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap } from '../../../helpers/session-fixtures'

beforeEach(() => {
  document.cookie = `${COOKIE_NOTICE_COOKIE}=; Max-Age=0; Path=/`
})
afterEach(cleanup)

describe('cookie notice', () => {
  it('shows the configured link and hides for good after OK', async () => {
    applyBootstrapData(makeBootstrap())
    const user = userEvent.setup()
    await renderWithRouter(CookieNotice)
    const notice = screen.getByRole('region', { name: 'Cookie notice' })
    expect(notice.className).toContain('bottom-(--bottom-nav-height)')
    // Issue 25: the link opens the custom page the admin picked (the seeded privacy policy by default).
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/pages/privacy-policy')
    await user.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull()
    expect(document.cookie).toContain(`${COOKIE_NOTICE_COOKIE}=true`)
  })

  it('sits at the top when configured so', async () => {
    applyBootstrapData(makeBootstrap({}, { cookie_notice: { enable: true, position: 'top' } }))
    await renderWithRouter(CookieNotice)
    expect(screen.getByRole('region', { name: 'Cookie notice' }).className).toContain('top-0')
  })

  it('stays hidden once accepted, when disabled, or when the server says not to show it', async () => {
    document.cookie = `${COOKIE_NOTICE_COOKIE}=true; Path=/`
    applyBootstrapData(makeBootstrap())
    await renderWithRouter(CookieNotice)
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull()
    cleanup()
    document.cookie = `${COOKIE_NOTICE_COOKIE}=; Max-Age=0; Path=/`
    await act(async () => applyBootstrapData(makeBootstrap({ show_cookie_notice: false })))
    await renderWithRouter(CookieNotice)
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull()
    cleanup()
    await act(async () => applyBootstrapData(makeBootstrap({}, { cookie_notice: { enable: false } })))
    await renderWithRouter(CookieNotice)
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull()
  })

  it('links the page the admin picked, and none when no page is picked (issue 25)', async () => {
    applyBootstrapData(makeBootstrap({}, { cookie_notice: { enable: true, position: 'bottom', page: 'terms-of-service' } }))
    await renderWithRouter(CookieNotice)
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/pages/terms-of-service')
    cleanup()
    await act(async () => applyBootstrapData(makeBootstrap({}, { cookie_notice: { enable: true, position: 'bottom', page: '' } })))
    await renderWithRouter(CookieNotice)
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
