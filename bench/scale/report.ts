// The Markdown table for docs/benchmarks.md from saved runs: p50/p95 per endpoint per label, and the
// ratio of the last label's p95 to the first's (target ≤ 1.5; search p95 < 50 ms on PostgreSQL at 1M).

export interface Timing {
  p50: number
  p95: number
  n: number
}

export interface RunResult {
  engine: string
  tracks: number
  at: string
  fixtures: unknown
  endpoints: Record<string, Timing>
}

/** Deep-page rows differ in page number between scales: compare them by their name without it. */
const normalise = (name: string) => name.replace(/ · page \d+ /, ' · deep ')

export function renderReport(runs: Record<string, RunResult>, labels: string[]): string {
  const picked = labels.map((l) => {
    const run = runs[l]
    if (!run) throw new Error(`no saved run named ${l}`)
    return { label: l, run, byName: new Map(Object.entries(run.endpoints).map(([n, t]) => [normalise(n), { n, t }])) }
  })
  const names = [...picked[picked.length - 1]!.byName.keys()]
  const head = `| Endpoint | ${picked.map((p) => `${p.label} (${p.run.tracks.toLocaleString('en')} tracks) p50 / p95 ms`).join(' | ')} | p95 ratio |`
  const rule = `|---|${picked.map(() => '---|').join('')}---|`
  const rows = names.map((name) => {
    const cells = picked.map((p) => {
      const hit = p.byName.get(name)
      return hit ? `${hit.t.p50} / ${hit.t.p95}` : '–'
    })
    const first = picked[0]!.byName.get(name)?.t.p95
    const last = picked[picked.length - 1]!.byName.get(name)?.t.p95
    const ratio = first && last ? (last / first).toFixed(2) : '–'
    return `| ${name} | ${cells.join(' | ')} | ${ratio} |`
  })
  return [head, rule, ...rows].join('\n')
}
