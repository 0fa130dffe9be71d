import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { pageStyleLinks, themeAttribute, type DrawnTheme, type PageStyles } from '../lib/theme-sheet'

/**
 * Server rendering of a guest's first screen (docs/decisions/0034). The client build writes the server
 * entry (src/client/entry-server.tsx) to DIST_DIR/.ssr; this module loads it and fills index.html's #root
 * with the rendered markup and the dehydrated query cache. Any failure leaves the page to the browser,
 * exactly as before (the client-rendered shell).
 */
export const SSR_DIR = '.ssr'

/** What the server entry answers (src/client/entry-server.tsx's ServerRender). */
export interface RenderedPage {
  html: string
  state: unknown
  status: number
  /** The site's themes and custom CSS as the render saw them (absent from an older build's entry). */
  styles?: PageStyles
}

interface ServerEntry {
  render(url: string, origin: string, cookies: string): Promise<RenderedPage>
}

/** The routes whose first screen the server renders (route ids of the client's route tree). */
export const SSR_ROUTES: ReadonlySet<string> = new Set([
  '/_app/',
  '/_app/album/$albumId/$artistName/$albumName',
  '/_app/artist/$artistId/{-$artistName}',
  '/_app/track/$trackId/$trackName',
  '/_app/channel/$slugOrId/{-$restriction}',
  '/_app/$slugOrId/{-$restriction}',
  '/_app/genre/$genreName',
  '/_app/tag/$tagName/{-$tab}',
  '/_app/playlist/$playlistId/$playlistName',
  '/_app/user/$userId/$userName/{-$tabName}',
  '/_app/search/$searchQuery/{-$tabName}',
  '/_bare/_guest/login',
  '/_bare/_guest/register',
  '/_app/pages/$pageSlug',
  '/_app/pages/$pageId/$pageSlug',
  '/_app/pricing',
  '/_app/404',
])

/** The element main.tsx reads the dehydrated cache from: a JSON data block, which CSP does not execute. */
export const SSR_STATE_ID = 'ssr-state'

export type SsrRenderer = (url: string, origin: string, cookies: string) => Promise<RenderedPage | null>

/** The renderer of DIST_DIR's server entry, or null when the build has none. */
export function loadSsrRenderer(distDir: string, onError: (error: unknown) => void): SsrRenderer | null {
  const entry = path.join(distDir, SSR_DIR, 'entry-server.js')
  if (!fs.existsSync(entry)) return null
  let loaded: Promise<ServerEntry> | null = null
  return async (url, origin, cookies) => {
    try {
      loaded ??= import(pathToFileURL(entry).href) as Promise<ServerEntry>
      return await (await loaded).render(url, origin, cookies)
    } catch (error) {
      onError(error)
      return null
    }
  }
}

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

const ROOT = /<div id="root">[\s\S]*?<!-- \/app-shell[^>]*-->\s*<\/div>/

/**
 * index.html with #root holding the server's markup and the cache after it. The bootstrap-data preload
 * goes: the browser reads that answer from the page's cache instead. <html> says which theme the markup
 * was drawn with, and the head links what paints it that way (server/lib/theme-sheet.ts).
 */
export function withServerRender(template: string, rendered: string, state: unknown, styles?: PageStyles): string {
  if (!ROOT.test(template)) return template
  // React puts the resource hints it collected (the LCP image's preload) first: they belong in <head>.
  const hints = /^(?:<link [^>]*\/>)*/.exec(rendered)?.[0] ?? ''
  // The page policy refuses style attributes (style-src 'self'): main.tsx applies these through the CSSOM.
  // React escapes quotes in text, so ` style="` only occurs inside a tag.
  const html = rendered.slice(hints.length).replace(/ style="/g, ' data-ssr-style="')
  // meta.ts already preloads the page's image (with the same srcset): one request, not two.
  const imageHints = /<link rel="preload" as="image"/.test(template) ? hints.replace(/<link rel="preload" as="image"[^>]*\/>/g, '') : hints
  const drawn = drawnTheme(state)
  const attribute = drawn ? themeAttribute(drawn) : null
  const themeAttributes = `${drawn?.isDark ? ' class="dark"' : ''}${attribute ? ` data-theme="${attribute}"` : ''}`
  const styleLinks = styles && drawn ? pageStyleLinks(styles, drawn) : ''
  return startAfterLoad(template)
    .replace(/<html(?=[\s>])/, (tag) => `${tag}${themeAttributes}`)
    .replace(/<link rel="preload" href="\/api\/v1\/bootstrap-data"[^>]*>/, '')
    .replace('</head>', () => `${styleLinks}${imageHints}</head>`)
    .replace(ROOT, () => `<div id="root">${html}</div><script type="application/json" id="${SSR_STATE_ID}">${scriptSafeJson(state)}</script>`)
}

/**
 * The theme the render drew (the visitor's theme cookie, or the site's default). A dark one puts the `dark`
 * class on <html> from the first byte: the stylesheet's dark palette shows at once, not after the app has
 * started (what the browser does with it later: stores/theme.ts). "System" is drawn light on the server;
 * `data-theme="system"` lets the stylesheets follow the OS preference until the app decides.
 */
function drawnTheme(state: unknown): (DrawnTheme & { isDark: boolean }) | null {
  const theme = (state as { theme?: { selection?: unknown; activeId?: unknown; isDark?: unknown } } | null)?.theme
  if (!theme) return null
  const selection = theme.selection === 'system' || theme.selection === 'light' || theme.selection === 'dark' || typeof theme.selection === 'number' ? theme.selection : 'system'
  return { selection, activeId: typeof theme.activeId === 'number' ? theme.activeId : null, isDark: theme.isDark === true }
}

/** The public file (public/boot.js) that starts the app on a rendered page once it has loaded. */
export const BOOT_SCRIPT = '/boot.js'

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/**
 * A rendered page shows everything before any JavaScript runs, so nothing of it is asked for before the
 * page has loaded (issue 27: the ~220 KB of entry, framework and route chunks competed with the largest
 * paint): the entry's script and every module preload give way to public/boot.js, which asks for them
 * after the frame the load event paints. A template without the build's entry script (a development server) stays as it is.
 */
export function startAfterLoad(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1]
  if (!entry) return template
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1])
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script src="${BOOT_SCRIPT}" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`)
}
