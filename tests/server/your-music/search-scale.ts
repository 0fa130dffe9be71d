/**
 * Superseded by bench/scale (generator + HTTP benchmark, docs/benchmarks.md "Scale"); kept for quick
 * service-level runs. Search latency at scale (a measurement, not a test): fills a fresh database with N tracks (N/10 albums,
 * N/20 artists, N/10 users, N/100 playlists) named from pseudo-words, then times GET-search-equivalent
 * service calls (all five types, `searchPage`) for queries with typos, prefixes and accents.
 *
 *   node_modules/.bin/node --import tsx tests/server/your-music/search-scale.ts <tracks> [postgres-url]
 *
 * With a URL it creates (and drops) a scratch database on that server; without one it uses in-memory PGlite.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { createDb, type DbHandle } from '../../../src/server/db/client'
import { makePlaylistsRepo, makePlaylistsService } from '../../../src/server/modules/playlists/index'
import { makeViewsRepo } from '../../../src/server/modules/plays/index'
import { storedFilesGuardFor } from '../../../src/server/modules/uploads/index'
import { makeSearchRepo, makeSearchService } from '../../../src/server/modules/search/index'
import { makeHydrator, makeRelationsRepo } from '../../../src/server/modules/catalogue/index'

const tracks = Number(process.argv[2] ?? 10000)
const serverUrl = process.argv[3]

async function open(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  // REUSE_DB=<url>: measure again on a database filled by an earlier KEEP_DB=1 run.
  if (process.env.REUSE_DB) return { handle: await createDb({ kind: 'postgres', url: process.env.REUSE_DB }), drop: async () => {} }
  if (!serverUrl) return { handle: await createDb({ kind: 'pglite-memory' }), drop: async () => {} }
  const name = `encore_scale_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await createDb({ kind: 'postgres', url: url.toString() })
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

// Pseudo-words from syllables. VOCAB=narrow (default) uses 30 syllables, so names share trigrams far more
// than real ones (the worst case for the lossy trigram index); VOCAB=wide uses 600 consonant-vowel-ending
// syllables, closer to the trigram spread of real names.
const NARROW = 'ka,ri,mo,tel,lan,dor,vi,sa,nu,bel,quo,zen,ar,ly,pha,gro,mi,ston,ve,ru,cha,ti,del,om,bra,jun,se,wa,pel,xi'.split(',')
const WIDE = [...'bcdfghjklmnprstvwxz'].concat('ch').flatMap((c) => [...'aeiou'].flatMap((v) => ['', 'n', 'r', 'l', 's', 'k'].map((e) => c + v + e)))
const SYL = process.env.VOCAB === 'wide' ? WIDE : NARROW
const word = (n: string) => `(string_to_array('${SYL.join(',')}', ','))[1 + ((${n}) % ${SYL.length})]`
const n = SYL.length
const name = (g: string) =>
  `initcap(${word(`${g} * 7`)} || ${word(`${g} / ${n}`)} || ${word(`${g} / ${n * n}`)}) || ' ' || initcap(${word(`${g} * 13 + 5`)} || ${word(`${g} / 7`)})`

async function fill(h: DbHandle) {
  const run = (q: string) => h.db.execute(sql.raw(q))
  const t0 = Date.now()
  await run(`insert into artists(name) select ${name('g')} from generate_series(1, ${Math.max(1, tracks / 20)}) g`)
  await run(`insert into albums(name) select ${name('g * 3 + 1')} from generate_series(1, ${Math.max(1, tracks / 10)}) g`)
  await run(`insert into tracks(name, duration, album_id, plays) select ${name('g * 11 + 2')}, 200000, 1 + g % ${Math.max(1, tracks / 10)}, g % 997 from generate_series(1, ${tracks}) g`)
  await run(`insert into artist_track(artist_id, track_id, "primary") select 1 + g % ${Math.max(1, tracks / 20)}, g, true from generate_series(1, ${tracks}) g`)
  await run(`insert into users(email, first_name, last_name) select 'u' || g || '@x.test', ${word('g')} || ${word(`g / ${n}`)}, ${word(`g / ${n * n}`)} || 'son' from generate_series(1, ${Math.max(1, tracks / 10)}) g`)
  await run(`insert into playlists(name, owner_id, public) select ${name('g * 5 + 3')} || ' ' || g, 1 + g % ${Math.max(1, tracks / 10)}, g % 2 = 0 from generate_series(1, ${Math.max(1, tracks / 100)}) g`)
  await run(`insert into artists(name) values ('Metallica'), ('Björk'), ('Земфира')`)
  await run('analyze')
  return Date.now() - t0
}

const QUERIES = ['Metalica', 'bjork', 'земфира', 'karimo', 'Karimo Telvi', 'sanubel', 'zenar', 'phagro', 'chati', 'omb', 'brajun sewa', 'Xiwa', 'tellan', 'dorvi']

async function main() {
  const { handle, drop } = await open()
  try {
    const fillMs = process.env.REUSE_DB ? 0 : await fill(handle)
    const relations = makeRelationsRepo(handle.db)
    const hydrator = makeHydrator({ repo: relations })
    const playlists = makePlaylistsService({ repo: makePlaylistsRepo(handle.db), hydrator, views: makeViewsRepo(handle.db), clock: () => new Date(), files: storedFilesGuardFor(handle.db) })
    const service = makeSearchService({ repo: makeSearchRepo(handle.db), hydrator, relations, playlists })
    const viewer = { userId: null, isAdmin: false, can: () => true }
    const times: number[] = []
    for (let round = 0; round < 4; round++) {
      for (const q of QUERIES) {
        const t0 = performance.now()
        const r = await service.search(q, undefined, 'searchPage', viewer, { showHidden: false })
        times.push(performance.now() - t0)
        if (round === 0 && q === 'Metalica' && r.artists?.data[0]?.name !== 'Metallica') throw new Error('typo search missed')
      }
    }
    const perType: Record<string, number[]> = {}
    for (const type of ['artist', 'album', 'track', 'user', 'playlist'] as const) {
      for (const q of QUERIES) {
        const t0 = performance.now()
        await service.model(type, { query: q, page: 1, perPage: 20 }, viewer, { showHidden: false })
        ;(perType[type] ??= []).push(performance.now() - t0)
      }
    }
    const p95Of = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(0.95 * xs.length)]!.toFixed(1)
    console.log(JSON.stringify(Object.fromEntries(Object.entries(perType).map(([k, v]) => [k, p95Of(v)]))))
    const sorted = times.slice(QUERIES.length).sort((a, b) => a - b)
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1)
    console.log(JSON.stringify({ vocab: SYL.length, engine: serverUrl || process.env.REUSE_DB ? 'postgres' : 'pglite', tracks, fillMs, searches: sorted.length, p50: pct(0.5), p95: pct(0.95) }))
  } finally {
    await handle.close()
    if (!process.env.KEEP_DB) await drop()
  }
}

await main()
