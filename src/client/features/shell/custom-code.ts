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
  if (css && !document.getElementById('custom-css')) {
    const link = Object.assign(document.createElement('link'), { id: 'custom-css', rel: 'stylesheet', href: `/api/v1/custom-code/custom.css?v=${encodeURIComponent(css)}` })
    document.head.append(link)
  }
  if (js && !document.getElementById('custom-js')) {
    const script = Object.assign(document.createElement('script'), { id: 'custom-js', defer: true, src: `/api/v1/custom-code/custom.js?v=${encodeURIComponent(js)}` })
    document.body.append(script)
  }
}
