// Build step (issue 16): writes dist/route-chunks.json, the chunks each route's page needs beyond what
// index.html already loads, so the server can preload them from the HTML (src/server/plugins/route-preload.ts),
// and which paths are pages at all (issue 28: the server answers 404 for the others).
// A route is found by the code-split module of its component (`routes/<file>.tsx?tsr-split=...component...`,
// TanStack Router's autoCodeSplitting) and named by the id its file passes to createFileRoute.
import fs from 'node:fs'
import type { Plugin, Rolldown } from 'vite'
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../src/server/plugins/route-preload'

const SPLIT = /[\\/]src[\\/]client[\\/]routes[\\/][^?]+\.tsx\?(?:.*&)?tsr-split=([\w-]+)/
const COMPONENT = /(^|-)component(-|$)/
const ROUTE_FILE = /[\\/]src[\\/]client[\\/]routes[\\/].+\.tsx$/
const ROUTE_ID = /createFileRoute\(\s*['"]([^'"]+)['"]\s*\)/

export function routeChunks(): Plugin {
  return {
    name: 'encore-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen
        seen.add(file)
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen)
        return seen
      }
      const initial = new Set<string>()
      for (const entry of chunks.filter((c) => c.isEntry)) closure(entry.fileName, initial)
      const routes = new Map<string, Set<string>>()
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const split = SPLIT.exec(id)
          if (!split || !COMPONENT.test(split[1] ?? '')) continue
          const routeId = ROUTE_ID.exec(fs.readFileSync(id.slice(0, id.indexOf('?')), 'utf8'))?.[1]
          if (!routeId) continue
          const files = routes.get(routeId) ?? new Set<string>()
          for (const file of closure(chunk.fileName)) if (!initial.has(file)) files.add(file)
          routes.set(routeId, files)
        }
      }
      // Every route of the bundle is listed, with no files when its page adds none: the server answers 404
      // for paths no route in this table takes (issue 28), so a route missing here would wrongly be a 404.
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const file = id.split('?')[0]!
          if (!ROUTE_FILE.test(file)) continue
          const routeId = ROUTE_ID.exec(fs.readFileSync(file, 'utf8'))?.[1]
          if (routeId && !routes.has(routeId)) routes.set(routeId, new Set())
        }
      }
      const table: RouteChunks[] = [...routes].map(([id, files]) => ({ id, files: [...files] })).sort((a, b) => a.id.localeCompare(b.id))
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify({ routes: table }) })
    },
  }
}
