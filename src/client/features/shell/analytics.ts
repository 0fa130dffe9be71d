import { gtagScriptUrl, TRACKING_CODE_PATTERN } from '../../../shared/lib/analytics'
import { readSetting } from '../../stores/settings'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Adds Google Analytics (gtag.js) for `analytics.tracking_code` (issue 25), once per page load, on every
 * page but the admin's. The configuration runs here, in our own bundle, not as an inline script: the page
 * policy allows no inline script, and admits googletagmanager.com only while the code is set.
 */
export function applyAnalytics(pathname: string = window.location.pathname): void {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return
  const id = String(readSetting<string>('analytics.tracking_code', '') ?? '').trim()
  if (!TRACKING_CODE_PATTERN.test(id) || document.getElementById('analytics-gtag')) return
  window.dataLayer = window.dataLayer ?? []
  // gtag.js reads the arguments objects queued here (its documented snippet, minus the inline script).
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  gtag('js', new Date())
  gtag('config', id)
  document.head.append(Object.assign(document.createElement('script'), { id: 'analytics-gtag', async: true, src: gtagScriptUrl(id) }))
}
