import { CUSTOM_CSS_ID, customCssHref } from '../../../shared/lib/custom-code'
import { readSetting } from '../../stores/settings'

/**
 * Links the administrator's custom CSS and JavaScript (appearance editor, custom code) as same-origin
 * files: the page's CSP (`script-src 'self'`) admits them without allowing inline code. The admin
 * area never loads them, so broken custom code can not lock the administrator out of fixing it.
 */
export function applyCustomCode(pathname: string = window.location.pathname): void {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return
  const css = readSetting<string>('custom_code.css_version', '')
  const js = readSetting<string>('custom_code.js_version', '')
  // A server-rendered page links it already (same id and address).
  if (css && !document.getElementById(CUSTOM_CSS_ID)) {
    const link = Object.assign(document.createElement('link'), { id: CUSTOM_CSS_ID, rel: 'stylesheet', href: customCssHref(css) })
    document.head.append(link)
  }
  if (js && !document.getElementById('custom-js')) {
    const script = Object.assign(document.createElement('script'), { id: 'custom-js', defer: true, src: `/api/v1/custom-code/custom.js?v=${encodeURIComponent(js)}` })
    document.body.append(script)
  }
}
