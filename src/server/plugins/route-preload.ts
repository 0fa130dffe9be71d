// The page's own code, preloaded from the HTML (issue 16). Without it the route's chunks are asked for
// only once the entry has downloaded and run, one round trip after the framework; with a
// `<link rel="modulepreload">` per chunk they download beside it. The build writes which chunks each
// route needs (scripts/vite-route-chunks.ts); here a request path is matched to its route the way the
// client's router does for these route ids, and the chunks of the route and its layouts are listed.
import fs from 'node:fs'
import path from 'node:path'

/** Written by the build next to index.html: `{ routes: [{ id, files }] }`. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json'

export interface RouteChunks {
  /** The route id of createFileRoute (`/_app/artist/$artistId/{-$artistName}`). */
  id: string
  /** Chunk files (`assets/x.js`) of its component and loader and what they import, beyond the entry's. */
  files: string[]
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'optional'; name: string } | { kind: 'splat' }

/**
 * The URL segments a route id matches: pathless layouts (`_app`, `_authed`) match nothing, a trailing `_`
 * (`library_`: not nested under `library`) is dropped, `$x` is one segment, `{-$x}` an optional one, `$`
 * the rest of the path.
 */
export function routeSegments(id: string): Segment[] {
  // Every page request matches against every route: parse each id once.
  let segments = parsedSegments.get(id)
  if (!segments) parsedSegments.set(id, (segments = parseSegments(id)))
  return segments
}
const parsedSegments = new Map<string, Segment[]>()

function parseSegments(id: string): Segment[] {
  return id
    .split('/')
    .filter((s) => s !== '' && !s.startsWith('_'))
    .map((s): Segment => {
      if (s === '$') return { kind: 'splat' }
      const optional = /^\{-\$(\w+)\}$/.exec(s)
      if (optional) return { kind: 'optional', name: optional[1]! }
      if (s.startsWith('$')) return { kind: 'param', name: s.slice(1) }
      return { kind: 'static', value: s.replace(/_$/, '').toLowerCase() }
    })
}

/** How well the segments match the path's parts, best first when compared in order; null if they do not. */
function score(segments: Segment[], parts: string[], i = 0, j = 0): number[] | null {
  const segment = segments[i]
  if (!segment) return j === parts.length ? [] : null
  const rest = (weight: number, next: number) => {
    const tail = score(segments, parts, i + 1, next)
    return tail && [weight, ...tail]
  }
  switch (segment.kind) {
    case 'static':
      return parts[j] === segment.value ? rest(4, j + 1) : null
    case 'param':
      return j < parts.length ? rest(3, j + 1) : null
    case 'optional':
      return (j < parts.length ? rest(2, j + 1) : null) ?? rest(1, j)
    case 'splat':
      return [0]
  }
}

const better = (a: number[], b: number[]) => {
  for (let k = 0; k < Math.max(a.length, b.length); k++) if ((a[k] ?? -1) !== (b[k] ?? -1)) return (a[k] ?? -1) > (b[k] ?? -1)
  return false
}

/** The params the segments capture from the path (`original` case), choosing as `score` prefers (an optional one takes a part). */
function capture(segments: Segment[], parts: string[], original: string[], i = 0, j = 0): Record<string, string> | null {
  const segment = segments[i]
  if (!segment) return j === parts.length ? {} : null
  const rest = (next: number, extra: Record<string, string> = {}) => {
    const tail = capture(segments, parts, original, i + 1, next)
    return tail && { ...extra, ...tail }
  }
  switch (segment.kind) {
    case 'static':
      return parts[j] === segment.value ? rest(j + 1) : null
    case 'param':
      return j < parts.length ? rest(j + 1, { [segment.name]: original[j]! }) : null
    case 'optional':
      return (j < parts.length ? rest(j + 1, { [segment.name]: original[j]! }) : null) ?? rest(j)
    case 'splat':
      return { _splat: original.slice(j).join('/') }
  }
}

/** A path's decoded parts, or null when it cannot be decoded. */
function pathParts(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map((p) => decodeURIComponent(p))
  } catch {
    return null
  }
}

/**
 * The route the client's router would render for a path, with the params it captures, or
 * null when no route takes the path: the server then answers 404 (issue 28). Static segments beat
 * parameters, parameters beat optional ones, a splat takes the rest.
 */
export function matchRoute<R extends { id: string }>(pathname: string, routes: readonly R[]): { route: R; params: Record<string, string> } | null {
  const original = pathParts(pathname)
  if (!original) return null
  // Static segments compare case-insensitively, as the router does; params keep the path's own case.
  const parts = original.map((p) => p.toLowerCase())
  let best: { route: R; score: number[] } | null = null
  for (const route of routes) {
    const s = score(routeSegments(route.id), parts)
    if (!s) continue
    // On a tie the index route wins over the layout of the same path (`/library/` over `/library`).
    const tie = best && !better(best.score, s) && !better(s, best.score)
    if (!best || better(s, best.score) || (tie && route.id.endsWith('/'))) best = { route, score: s }
  }
  if (!best) return null
  return { route: best.route, params: capture(routeSegments(best.route.id), parts, original) ?? {} }
}

/** The chunk files to preload for a request path: its best-matching route's and its layouts'. */
export function chunksFor(pathname: string, routes: RouteChunks[]): string[] {
  const best = matchRoute(pathname, routes)
  if (!best) return []
  const leaf = best.route.id
  const files = new Set<string>()
  // Layouts are the ids the leaf's id extends; an index route (its id ends with `/`) is nobody's layout.
  const layoutOfLeaf = (id: string) => !id.endsWith('/') && leaf.startsWith(`${id}/`)
  for (const route of routes) if (route.id === leaf || layoutOfLeaf(route.id)) for (const f of route.files) files.add(f)
  return [...files]
}

/** The build's table, or none (an older build, or a development server): then nothing is preloaded. */
export function readRouteChunks(distDir: string): RouteChunks[] {
  try {
    const data = JSON.parse(fs.readFileSync(path.join(distDir, ROUTE_CHUNKS_FILE), 'utf8')) as { routes?: RouteChunks[] }
    return Array.isArray(data.routes) ? data.routes : []
  } catch {
    return []
  }
}

/**
 * `<link rel="modulepreload">` per file at the end of the head. `crossorigin` as Vite writes its own (the
 * request mode and credentials of the import() that uses it). Low priority: the page's code runs only after
 * the entry and the framework, which keep the bandwidth first, and nothing of it is needed to paint the
 * shell (Lighthouse counts high-priority scripts that arrive before the first paint as render-blocking).
 */
export function withModulePreloads(html: string, files: string[]): string {
  if (files.length === 0) return html
  const links = files.map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f.replace(/^\//, '').replace(/"/g, '')}">`).join('')
  return html.replace(/<\/head>/i, () => `${links}</head>`)
}
