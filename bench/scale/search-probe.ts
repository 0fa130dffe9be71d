// Times each search type on its own (repo level, best of 3) for a few queries: where a slow search spends its time.
//   node_modules/.bin/node --import tsx bench/scale/search-probe.ts postgres://…/h2_scale_1m Metalica love
import { createDb } from '../../src/server/db/client'
import { makeSearchRepo } from '../../src/server/modules/search/index'
const h = await createDb({ kind: 'postgres', url: process.argv[2]! })
const repo = makeSearchRepo(h.db)
for (const q of process.argv.slice(3)) {
  const out: string[] = []
  for (const type of ['artists', 'albums', 'tracks', 'users', 'playlists'] as const) {
    let best = Infinity
    for (let i = 0; i < 3; i++) { const t0 = performance.now(); await repo[type](q, 0, 21); best = Math.min(best, performance.now() - t0) }
    out.push(`${type} ${best.toFixed(1)}`)
  }
  console.log(q.padEnd(14), out.join('  '))
}
await h.close()
