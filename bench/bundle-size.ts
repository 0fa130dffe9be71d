// First-screen JS+CSS, gzip-compressed: the entry script of dist/index.html, its modulepreloads and
// stylesheets, and every chunk those import statically (loaded before the first render either way).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export interface AssetSize {
  file: string
  bytes: number
  gzipBytes: number
}

export function gzipSize(buffer: Buffer): number {
  return zlib.gzipSync(buffer, { level: 9 }).length
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1]
}

/** The asset URLs index.html loads up front: module script, modulepreloads and stylesheets. */
export function entryAssets(html: string): string[] {
  const urls: string[] = []
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module') urls.push(attr(tag, 'src') ?? '')
    const rel = attr(tag, 'rel')
    if (tag.startsWith('<link') && (rel === 'modulepreload' || rel === 'stylesheet')) urls.push(attr(tag, 'href') ?? '')
  }
  return urls.filter((u) => u.startsWith('/') && /\.(js|css)$/.test(u))
}

/** Static `import … from "./x.js"` and bare `import "./x.js"` in a built chunk (not dynamic import()). */
export function staticImports(code: string): string[] {
  const found = new Set<string>()
  for (const match of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1])
  }
  return [...found]
}

/** Sizes of the first-screen assets (urls as in index.html, e.g. /assets/index-abc.js), following static imports. */
export function firstScreenSizes(distDir: string, extraUrls: string[] = []): AssetSize[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const queue = [...entryAssets(html), ...extraUrls]
  const seen = new Set<string>()
  const sizes: AssetSize[] = []
  while (queue.length > 0) {
    const url = queue.shift() ?? ''
    if (seen.has(url)) continue
    seen.add(url)
    const file = path.join(distDir, url)
    if (!fs.existsSync(file)) continue
    const buffer = fs.readFileSync(file)
    sizes.push({ file: url, bytes: buffer.length, gzipBytes: gzipSize(buffer) })
    if (url.endsWith('.js')) {
      for (const spec of staticImports(buffer.toString('utf8'))) queue.push(path.posix.join(path.posix.dirname(url), spec))
    }
  }
  return sizes
}
