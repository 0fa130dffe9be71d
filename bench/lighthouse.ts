// Lighthouse (mobile, the default form factor) on one URL with Debian's Chromium and the flags that
// work on these machines. Returns the four category scores (0-100), the timing metrics, the LCP element,
// the top opportunities and the JS/CSS URLs the page loaded.
// Run alone (N runs against a seeded server on BENCH_PORT, default 3127, serving BENCH_DIST_DIR or dist/):
//   node_modules/.bin/node --import tsx bench/lighthouse.ts [runs] [page ...]
// Pages are paths, or `album` for the first seeded album page; the home page (/) when none is given.
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
]

export interface LighthouseScores {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Audits that cost points (score below 1 with weight), per category: where to look first. */
  failedAudits: Record<string, string[]>
  /** The first items of each failed best-practices/SEO/accessibility audit, to act on without a rerun. */
  failedDetails: Record<string, unknown[]>
  loadedAssets: string[]
  /** Simulated (mobile throttling) timings in ms, CLS unitless. */
  metrics: Record<string, number>
  /** The largest contentful paint element as Lighthouse describes it (selector and snippet). */
  lcpElement: string
  /** Opportunities and diagnostics that cost time, biggest first: `id: savings`. */
  opportunities: string[]
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift', 'interactive']

type Details = { items?: Array<Record<string, unknown>>; overallSavingsMs?: number; type?: string }

/** The LCP element's selector and snippet: the node item of the lcp-breakdown insight (Lighthouse 13). */
function lcpElementOf(details: Details | undefined): string {
  const node = details?.items?.find((item) => item.type === 'node') as { selector?: string; snippet?: string } | undefined
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : 'unknown'
}

function reportFile(target: string, url: string): string {
  if (!fs.existsSync(target) || !fs.statSync(target).isDirectory()) return target
  const slug = new URL(url).pathname.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'home'
  let n = 1
  while (fs.existsSync(path.join(target, `${slug}-${n}.json`))) n++
  return path.join(target, `${slug}-${n}.json`)
}

/** `extraHeaders` go with every request of the page (a session cookie for signed-in routes). */
export async function runLighthouse(url: string, options: { extraHeaders?: Record<string, string> } = {}): Promise<LighthouseScores> {
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(options.extraHeaders ? { extraHeaders: options.extraHeaders } : {}),
    })
    if (!result) throw new Error('lighthouse returned no result')
    // The whole report, for a closer look (trace-derived audits, request chains): BENCH_LIGHTHOUSE_JSON=<file>,
    // or an existing directory to keep one report per run (<path>-<n>.json) when several pages are scored.
    const keep = process.env.BENCH_LIGHTHOUSE_JSON
    if (keep) fs.writeFileSync(reportFile(keep, url), JSON.stringify(result.lhr))
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const requests = (audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined)?.items ?? []
    const origin = new URL(url).origin
    const loadedAssets = requests
      .filter((r) => (r.resourceType === 'Script' || r.resourceType === 'Stylesheet') && r.url.startsWith(origin))
      .map((r) => new URL(r.url).pathname)
    const failedAudits: Record<string, string[]> = {}
    for (const [id, category] of Object.entries(categories)) {
      failedAudits[id] = category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${Math.round((audits[ref.id]?.score ?? 0) * 100)})`)
    }
    const failedDetails: Record<string, unknown[]> = {}
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id]
        if (ref.weight === 0 || (audit?.score ?? 1) === 1) continue
        failedDetails[ref.id] = ((audit?.details as { items?: unknown[] } | undefined)?.items ?? []).slice(0, 5)
      }
    }
    const metrics: Record<string, number> = {}
    for (const id of METRICS) metrics[id] = Number((audits[id]?.numericValue ?? 0).toFixed(id === 'cumulative-layout-shift' ? 3 : 0))
    const opportunities = Object.values(audits)
      .map((a) => ({ id: a.id, ms: (a.details as Details | undefined)?.overallSavingsMs ?? 0, score: a.score }))
      .filter((a) => a.ms > 0 && (a.score ?? 1) < 1)
      .sort((a, b) => b.ms - a.ms)
      .map((a) => `${a.id}: ${Math.round(a.ms)} ms`)
    return {
      metrics,
      lcpElement: lcpElementOf(audits['lcp-breakdown-insight']?.details as Details | undefined),
      opportunities,
      failedAudits,
      failedDetails,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      loadedAssets,
    }
  } finally {
    chrome.kill()
  }
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly) {
  const root = path.resolve(import.meta.dirname, '..')
  const runs = Number(process.argv[2] ?? 3)
  const pages = process.argv.slice(3)
  const { startEncore } = await import('./app-server')
  const { albumPaths } = await import('./listening/play-latency')
  const encore = await startEncore({ port: Number(process.env.BENCH_PORT ?? 3127), distDir: path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist') })
  try {
    for (const page of pages.length > 0 ? pages : ['/']) {
      const pagePath = page === 'album' ? ((await albumPaths(encore.url, 1))[0] ?? '/') : page
      console.log(`${pagePath}:`)
      for (let i = 0; i < runs; i++) {
        const r = await runLighthouse(`${encore.url}${pagePath}`)
        console.log(`run ${i + 1}: perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo}`)
        console.log(`  ${Object.entries(r.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`)
        console.log(`  LCP element: ${r.lcpElement}`)
        console.log(`  opportunities: ${r.opportunities.join('; ') || 'none'}`)
        console.log(`  failed: ${JSON.stringify(r.failedAudits)}`)
      }
    }
  } finally {
    await encore.close()
  }
  process.exit(0)
}
