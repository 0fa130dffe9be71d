/** Cookie helpers for the few client-readable cookies (theme, workspace, cookie notice, XSRF). */

// On the server (entry-server.tsx) there is no document: the request's Cookie header stands in, so a page
// renders there as it will in the browser (the cookie notice, the theme).
let serverCookies = ''
export function setServerCookies(header: string): void {
  serverCookies = header
}

export function readCookie(name: string, source: string = typeof document === 'undefined' ? serverCookies : document.cookie): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim()
      try {
        return decodeURIComponent(raw)
      } catch {
        return raw
      }
    }
  }
  return null
}

/** platform-core §9: cookies live 7 days unless a caller says otherwise. */
export function writeCookie(name: string, value: string, days = 7): void {
  const maxAge = Math.round(days * 24 * 60 * 60)
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`
}
