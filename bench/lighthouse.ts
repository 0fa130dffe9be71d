// Lighthouse (mobile, the default form factor) on one URL with Debian's Chromium and the flags that
// work on these machines. Returns the four category scores (0-100) and the JS/CSS URLs the page loaded.
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
}

export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error('lighthouse returned no result')
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
    return {
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
