/**
 * Which frame a path gets. Embeds (framed by other sites) and the auth screens (a centred card,
 * platform-core §2) render without the navbar, sidebars and bottom menu; embeds also drop the player
 * and the cookie notice, since they carry their own minimal player.
 */
export type ChromeMode = 'app' | 'bare' | 'embed'

const BARE = [/^\/login\/?$/, /^\/register\/?$/, /^\/forgot-password\/?$/, /^\/password\/reset\//, /^\/workspace\/join\//]

export function chromeModeFor(pathname: string): ChromeMode {
  if (/\/embed\/?$/.test(pathname)) return 'embed'
  if (BARE.some((pattern) => pattern.test(pathname))) return 'bare'
  return 'app'
}
