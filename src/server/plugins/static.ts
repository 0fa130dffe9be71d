import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { CachedResponse, ResponseStore } from '../lib/response-cache/index'
import { renderMeta, resolveMeta, type PageMeta } from './meta'
import { pageExists } from './page-checks'
import { sendPage } from './page-send'
import { chunksFor, matchRoute, readRouteChunks, withModulePreloads, type RouteChunks } from './route-preload'
import { loadSsrRenderer, SSR_DIR, SSR_ROUTES, withServerRender } from './ssr'

export { registerMetaResolver, type MetaResolver, type PageMeta } from './meta'
export { registerPageCheck, type PageCheck } from './page-checks'

/** The client's own not-found route: its address answers 404 too. */
const NOT_FOUND_ROUTE = '/_app/404'

/**
 * Whether the client has a page at `pathname`: a route of the build's table takes it and no page check of
 * that route denies it. Without a table (a development server, an older build) every path is a page.
 */
async function isPage(pathname: string, routes: RouteChunks[], onError: (error: unknown) => void): Promise<boolean> {
  if (routes.length === 0) return true
  const match = matchRoute(pathname, routes)
  if (!match || match.route.id === NOT_FOUND_ROUTE) return false
  return pageExists(match.route.id, match.params, onError)
}

export interface StaticOptions {
  distDir: string
  /** The site's own title and description, for pages no meta resolver claims (read per request). */
  siteMeta: () => Promise<PageMeta>
  /** Render guests' public pages on the server when the build has its server entry (docs/decisions/0034). */
  ssr?: boolean
  /**
   * The session cookie's name: a request with it (or with an Authorization header) is not a guest's. The
   * auth plugin resolves sessions for /api only, so the page route decides by the cookie itself; a
   * stale cookie just means the client-rendered shell.
   */
  sessionCookie?: string
  /**
   * Where guests' rendered pages are kept: the API answers' response store, so a write anywhere (and any
   * other process's, over the bus) drops them with the answers they were drawn from.
   */
  htmlCache?: ResponseStore
  /**
   * Counts the visitor's view of a server-rendered page (an album, an artist, a playlist), whether it was
   * rendered now or came from the cache: the renderer's own API requests count none.
   */
  countPageView?: (request: FastifyRequest, reply: FastifyReply, routeId: string, params: Record<string, string>) => void
}

/** The client-readable cookies a guest's page is drawn with (the theme, the cookie notice): part of the cache key. */
const RENDER_COOKIES = ['be-active-theme', 'cookie_notice']

/**
 * Cache policy of the built client. Hashed files under /assets never change: cache for a year. The
 * shell (index.html), the service worker, its Workbox runtime and the manifest must be revalidated on
 * every load, or a deploy would be invisible until caches expire. Everything else: one hour.
 */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.replaceAll('\\', '/').replace(/^\//, '')
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable'
  const base = path.posix.basename(file)
  if (/^(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/.test(base) || /^workbox-[\w-]+\.js$/.test(base)) {
    return 'no-cache'
  }
  return 'public, max-age=3600'
}

const HAS_EXTENSION = /\/[^/]*\.[A-Za-z0-9]+$/

/**
 * Serves DIST_DIR when it holds a build: files as they are, and index.html for every other GET path
 * that is not an API call and does not look like a file (SPA fallback), with the page's title and
 * description rendered on the server so link previews and crawlers see them; with status 404 when no
 * client page is there.
 */
export const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, { distDir, siteMeta, ssr = false, sessionCookie = '', htmlCache, countPageView }) => {
  const indexFile = path.join(distDir, 'index.html')
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no client build found; serving the API only')
    return
  }
  const template = fs.readFileSync(indexFile, 'utf8')
  const routeChunks = readRouteChunks(distDir)
  const renderPage = ssr ? loadSsrRenderer(distDir, (error) => app.log.warn({ err: error }, 'server render failed; the browser renders the page')) : null

  const common = {
    index: false as const,
    cacheControl: false,
    // The build writes .br and .gz beside each asset; serving those cuts the framework chunk from
    // 339 KB to 92 KB on the wire without compressing anything per request.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, filePath: string) => void reply.header('cache-control', cacheControlFor(path.relative(distDir, filePath))),
  }
  await app.register(fastifyStatic, {
    ...common,
    root: distDir,
    // Routes are created for the files present at start, so the catch-all below owns every other path.
    wildcard: false,
    // The server entry's bundle is not for browsers.
    globIgnore: ['assets/**', `${SSR_DIR}/**`],
  })
  // The hashed build output (hundreds of chunks with their maps and .br/.gz copies) is served by one
  // wildcard route instead: a route per file held ~15 MB of resident memory for a build's 700 files
  // (docs/benchmarks.md, Lean server). A missing file there is a 404, as before.
  const assetsDir = path.join(distDir, 'assets')
  if (fs.existsSync(assetsDir)) {
    await app.register(fastifyStatic, { ...common, root: assetsDir, prefix: '/assets/', wildcard: true, decorateReply: false })
  }

  // The route of a path never changes for a build: a busy page is matched once (bounded, for crawlers).
  const routes = new Map<string, ReturnType<typeof matchRoute>>()
  const routeOf = (pathname: string) => {
    if (routes.has(pathname)) return routes.get(pathname) ?? null
    if (routes.size >= 5000) routes.clear()
    const match = matchRoute(pathname, routeChunks)
    routes.set(pathname, match)
    return match
  }

  /** Builds of the same page already under way: a crowd arriving at a cold page waits for one render. */
  const building = new Map<string, Promise<{ page: BuiltPage; stored: CachedResponse | null }>>()

  /**
   * The page's shell with the server's markup in it, when the render answers `accept`; else the shell. The
   * shell (its title and preloads) is worked out while the page renders: neither waits for the other.
   */
  async function serverRendered(request: FastifyRequest, shellOf: Promise<string>, cookies: string, accept: number): Promise<{ html: string; rendered: boolean }> {
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : null
    const [shell, rendered] = await Promise.all([shellOf, !renderPage || port === null ? null : renderPage(request.url, `http://127.0.0.1:${port}`, cookies)])
    if (rendered?.status !== accept) return { html: shell, rendered: false }
    return { html: withServerRender(shell, rendered.html, rendered.state, rendered.styles), rendered: true }
  }

  async function buildPage(request: FastifyRequest, pathname: string, render: Render | null): Promise<BuiltPage> {
    const fallback = await siteMeta()
    // An unknown address is a 404 with the not-found page's title (issue 28) and, for a guest, the client's
    // not-found page drawn for it (/404 itself is that route's own page, a 200 render).
    if (!(await isPage(pathname, routeChunks, (error) => request.log.warn({ err: error }, 'page check failed')))) {
      const shell = withModulePreloads(renderMeta(template, { ...fallback, title: `Page not found - ${fallback.title}` }), chunksFor('/404', routeChunks))
      if (!render || !SSR_ROUTES.has(NOT_FOUND_ROUTE)) return { status: 404, html: shell, rendered: false }
      const page = await serverRendered(request, Promise.resolve(shell), render.cookies, render.route === NOT_FOUND_ROUTE ? 200 : 404)
      return { status: 404, ...page }
    }
    const shell = resolveMeta(pathname, (error) => request.log.warn({ err: error }, 'meta resolver failed')).then((meta) =>
      withModulePreloads(renderMeta(template, meta ?? fallback), chunksFor(pathname, routeChunks)),
    )
    if (!render?.route || !SSR_ROUTES.has(render.route)) return { status: 200, html: await shell, rendered: false }
    return { status: 200, ...(await serverRendered(request, shell, render.cookies, 200)) }
  }

  /**
   * Builds the page and keeps it, once for everyone waiting on it: each waiter then sends that one entry,
   * which is compressed once (page-send.ts). Only what comes out the same again is kept: a 404 may be a
   * page being created, a failed render is tried again.
   */
  async function buildAndStore(request: FastifyRequest, pathname: string, render: Render | null, key: string): Promise<{ page: BuiltPage; stored: CachedResponse | null }> {
    const generation = htmlCache?.generation ?? 0
    const page = await buildPage(request, pathname, render)
    const keep = page.status === 200 && (page.rendered || !render?.route || !SSR_ROUTES.has(render.route))
    return { page, stored: keep ? (htmlCache?.set(key, page.html, generation) ?? null) : null }
  }

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (pathname === '/api' || pathname.startsWith('/api/') || HAS_EXTENSION.test(pathname)) return reply.callNotFound()
    // A guest's public page arrives rendered; signed-in users (their pages depend on them) get the shell.
    const guest = !request.headers.authorization && !request.cookies[sessionCookie]
    const match = renderPage && guest ? routeOf(pathname) : null
    const render = renderPage && guest ? { route: match?.route.id, cookies: RENDER_COOKIES.map((name) => `${name}=${request.cookies[name] ?? ''}`).join('; ') } : null
    // The shell with a page's title and preloads is the same for everyone; a guest's page varies with the
    // cookies it is drawn with. Both are kept like the API answers (issue 27: thousands of visitors a second).
    const key = render ? `page:guest:${request.url}|${render.cookies}` : `page:${request.url}`
    const cached = htmlCache?.get(key)
    if (cached) {
      if (match) countPageView?.(request, reply, match.route.id, match.params)
      return sendPage(request, reply, cached)
    }
    let pending = building.get(key)
    if (!pending) {
      pending = buildAndStore(request, pathname, render, key).finally(() => building.delete(key))
      building.set(key, pending)
    }
    const { page, stored } = await pending
    if (page.rendered && page.status === 200 && match) countPageView?.(request, reply, match.route.id, match.params)
    return sendPage(request, reply, stored ?? page.html, page.status)
  })
}

/** How a guest's page is drawn: its client route and the cookies it depends on (null: not a guest's page). */
interface Render {
  route: string | undefined
  cookies: string
}

interface BuiltPage {
  status: number
  html: string
  /** Whether the server's markup is in it (a guest's page of SSR_ROUTES whose render succeeded). */
  rendered: boolean
}
