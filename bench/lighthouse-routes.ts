// Issue 16: Lighthouse (mobile) on every route that bench/first-screens.ts weighs, against the production
// build on the real server (own process, demo catalogue). Signed-in routes carry the seeded admin's session
// cookie. Each route is scored N times (fresh Chromium each run); the table gives the median per category
// and the audits that cost points in any run (what to fix), and the timings of the median run.
// Run: npm run bench:lighthouse [-- runs]   (BENCH_DIST_DIR, BENCH_PORT=3187, CHROME_PATH=/usr/bin/chromium;
// BENCH_ROUTES=home,login,... limits the routes; BENCH_SSR=1 starts the server with SSR=1, so guests' public
// pages arrive server-rendered (docs/decisions/0034), BENCH_SSR=0 with SSR=0; unset, the server's own default).
// Results: bench-results/lighthouse-routes-latest.json (with `ssr`: whether server rendering was on).
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config'
import { adminStorageState, routeSpecs } from './first-screens'
import { runLighthouse, type LighthouseScores } from './lighthouse'
import { startEncoreProcess } from './listening/encore-process'

const root = path.resolve(import.meta.dirname, '..')
/** Issue 16: performance / accessibility / best practices / SEO on every route. */
export const LIGHTHOUSE_TARGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 }
/** Issue 27, for server-rendered routes: performance 97 and the rest 100, LCP ≤ 1.5 s, TBT ≤ 100 ms. */
export const LIGHTHOUSE_SSR_TARGET = { performance: 97, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 100 }
const CATEGORIES = ['performance', 'accessibility', 'bestPractices', 'seo'] as const

export interface RouteLighthouse {
  name: string
  url: string
  runs: Array<Pick<LighthouseScores, (typeof CATEGORIES)[number] | 'metrics' | 'failedAudits' | 'lcpElement'>>
  median: Record<(typeof CATEGORIES)[number], number>
  /** Audits below full score in any run, per category, with how many runs flagged them. */
  failed: Record<string, string[]>
  failedDetails: Record<string, unknown[]>
  /** Whether the page's HTML (as a guest fetches it) carried the server's render (the ssr-state block), and its size. */
  serverRendered?: boolean
  htmlBytes?: number
  error?: string
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}

function summarise(name: string, url: string, results: LighthouseScores[]): RouteLighthouse {
  const failed: Record<string, string[]> = {}
  const counts = new Map<string, number>()
  for (const r of results) for (const [category, audits] of Object.entries(r.failedAudits)) for (const a of audits) counts.set(`${category}\t${a.replace(/ \(\d+\)$/, '')}`, (counts.get(`${category}\t${a.replace(/ \(\d+\)$/, '')}`) ?? 0) + 1)
  for (const [key, n] of counts) {
    const [category, audit] = key.split('\t')
    ;(failed[category] ??= []).push(`${audit}${results.length > 1 ? ` ×${n}` : ''}`)
  }
  return {
    name,
    url,
    runs: results.map(({ performance, accessibility, bestPractices, seo, metrics, failedAudits, lcpElement }) => ({ performance, accessibility, bestPractices, seo, metrics, failedAudits, lcpElement })),
    median: Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r[c]))])) as RouteLighthouse['median'],
    failed,
    failedDetails: Object.assign({}, ...results.map((r) => r.failedDetails)) as Record<string, unknown[]>,
  }
}

/** Whether the server renders guests' pages: BENCH_SSR, else SSR from the environment, else the server's default (on). */
export function benchSsr(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.BENCH_SSR ?? env.SSR
  return value === undefined || !['0', 'false', 'no', 'off', ''].includes(value.trim().toLowerCase())
}

export async function lighthouseRoutes(distDir: string, port: number, runs: number, only?: string[], ssr = benchSsr()): Promise<RouteLighthouse[]> {
  const encore = await startEncoreProcess({ port, distDir, env: { SSR: ssr ? '1' : '0' } })
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true })
    let specs: Awaited<ReturnType<typeof routeSpecs>>
    let cookie: string
    try {
      specs = (await routeSpecs(browser, encore.url)).filter((s) => !only || only.includes(s.name))
      cookie = (await adminStorageState(browser, encore.url)).cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    } finally {
      await browser.close()
    }
    const out: RouteLighthouse[] = []
    for (const spec of specs) {
      const results: LighthouseScores[] = []
      let error: string | undefined
      for (let i = 0; i < runs; i++) {
        try {
          results.push(await runLighthouse(`${encore.url}${spec.path}`, spec.signedIn ? { extraHeaders: { Cookie: cookie } } : {}))
        } catch (e) {
          error = String(e).split('\n')[0]
        }
      }
      const summary = results.length ? summarise(spec.name, spec.path, results) : { name: spec.name, url: spec.path, runs: [], median: { performance: 0, accessibility: 0, bestPractices: 0, seo: 0 }, failed: {}, failedDetails: {} }
      // What the page's HTML was, as Lighthouse's request got it (a guest's, or with the session cookie).
      const page = await fetch(`${encore.url}${spec.path}`, spec.signedIn ? { headers: { Cookie: cookie } } : {}).then((r) => r.text()).catch(() => '')
      const serverRendered = page.includes('id="ssr-state"')
      const htmlBytes = Buffer.byteLength(page)
      out.push({ ...summary, serverRendered, htmlBytes, ...(error ? { error } : {}) })
      const m = summary.median
      console.log(`  ${spec.name.padEnd(24)} ${m.performance} / ${m.accessibility} / ${m.bestPractices} / ${m.seo}  ${results.map((r) => r.performance).join(',')}  ${serverRendered ? 'server-rendered' : 'shell'} ${(htmlBytes / 1024).toFixed(1)} KB${error ? `  (${error})` : ''}`)
    }
    return out
  } finally {
    await encore.close()
  }
}

/** With `ssr`, a server-rendered route is held to issue 27's targets (scores and the median run's LCP and TBT). */
export function lighthouseRows(routes: RouteLighthouse[], runs: number, ssr = false): string[] {
  const middle = (r: RouteLighthouse) => [...r.runs].sort((a, b) => a.performance - b.performance)[Math.floor(r.runs.length / 2)]
  const ok = (r: RouteLighthouse) => {
    if (!(ssr && r.serverRendered)) return CATEGORIES.every((c) => r.median[c] >= LIGHTHOUSE_TARGET[c])
    const t = LIGHTHOUSE_SSR_TARGET
    const mid = middle(r)
    return mid !== undefined && CATEGORIES.every((c) => r.median[c] >= t[c]) && mid.metrics['largest-contentful-paint'] <= t.lcpMs && mid.metrics['total-blocking-time'] <= t.tbtMs
  }
  return [
    `| Route | Path | HTML | Performance (median of ${runs}; runs) | Accessibility | Best practices | SEO | LCP / TBT of the median run (ms) | Targets met? | Audits that cost points |`,
    '|---|---|---|---:|---:|---:|---:|---:|---|---|',
    ...routes.map((r) => {
      const mid = middle(r)
      const timing = mid ? `${mid.metrics['largest-contentful-paint']} / ${mid.metrics['total-blocking-time']}` : '—'
      const audits = Object.values(r.failed).flat().join(', ')
      const html = r.serverRendered === undefined ? '—' : `${r.serverRendered ? 'server-rendered' : 'shell'}, ${((r.htmlBytes ?? 0) / 1024).toFixed(1)} KB`
      return `| ${r.name} | \`${r.url}\` | ${html} | ${r.median.performance} (${r.runs.map((x) => x.performance).join(', ')}) | ${r.median.accessibility} | ${r.median.bestPractices} | ${r.median.seo} | ${timing} | ${r.error && !r.runs.length ? `error: ${r.error.slice(0, 60)}` : ok(r) ? 'yes' : 'no'} | ${audits || '—'} |`
    }),
  ]
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly) {
  const runs = Number(process.argv[2] ?? process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
  const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim())
  const distDir = path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist')
  const ssr = benchSsr()
  console.log(`Lighthouse mobile on every route, ${runs} run(s) each, server rendering ${ssr ? 'on (SSR=1)' : 'off (SSR=0)'}…`)
  lighthouseRoutes(distDir, Number(process.env.BENCH_PORT ?? 3187), runs, only, ssr).then(
    (routes) => {
      const outDir = path.join(root, 'bench-results')
      fs.mkdirSync(outDir, { recursive: true })
      fs.writeFileSync(path.join(outDir, 'lighthouse-routes-latest.json'), JSON.stringify({ at: new Date().toISOString(), runs, ssr, routes }, null, 2))
      console.log(`\nServer rendering: ${ssr ? 'on' : 'off'}\n${lighthouseRows(routes, runs, ssr).join('\n')}\n\nResults: bench-results/lighthouse-routes-latest.json`)
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
