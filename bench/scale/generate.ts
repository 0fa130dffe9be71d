/**
 * Fills a database with a synthetic catalogue at scale (issue 5): N tracks, N/10 albums, N/20 artists,
 * N/10 users, 10·N plays, plus likes, reposts, follows, playlists, comments, genres and tags.
 *
 *   node_modules/.bin/node --import tsx bench/scale/generate.ts --tracks 1000000 --db postgres://postgres@127.0.0.1:5432/h2_scale_1m [--fresh]
 *   node_modules/.bin/node --import tsx bench/scale/generate.ts --tracks 100000 --pglite /tmp/h2-scale-100k [--fresh]
 *
 * The schema comes from the project's migrations (createDb), roles and the admin from the platform seed,
 * the homepage channels from the streaming preset. Secondary indexes of the filled tables are dropped
 * during the fill and rebuilt after it (one sorted build beats a million incremental inserts), with the
 * very definitions the migrations created.
 */
import fs from 'node:fs'
import { seedPlatform } from '../../src/server/db/seed/platform'
import { seedStreamingChannels } from '../../src/server/demo/channels'
import { makeLocalStorage } from '../../src/server/lib/storage'
import { fillSteps, sizesFor } from './fill'
import { ensureDatabase, openSession, openTarget, parseArgs, scaleEnv, type Session } from './target'

const FILLED = ['users', 'artists', 'albums', 'tracks', 'artist_album', 'artist_track', 'genres', 'genreables', 'tags', 'taggables',
  'track_plays', 'likes', 'reposts', 'follows', 'playlists', 'playlist_track', 'comments']

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now()
  const value = await fn()
  return [value, Math.round(performance.now() - t0)]
}

/** Non-unique, non-constraint indexes of the filled tables: dropped now, rebuilt by the returned definitions. */
async function dropSecondaryIndexes(s: Session): Promise<{ name: string; table: string; def: string }[]> {
  const rows = await s.query<{ name: string; table: string; def: string }>(`select ic.relname as name, c.relname as "table", pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
    where c.relname in (${FILLED.map((t) => `'${t}'`).join(',')}) and not i.indisunique and not i.indisprimary`)
  for (const r of rows) await s.query(`drop index "${r.name}"`)
  return rows
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  const tracks = Number(args.values.get('tracks') ?? 10000)
  if (!Number.isInteger(tracks) || tracks < 1000 || tracks % 1000 !== 0) throw new Error('--tracks must be a multiple of 1000')
  await ensureDatabase(args.target, args.flags.has('fresh'))
  const [handle, openMs] = await timed(() => openTarget(args.target))
  const session = await openSession(args.target, handle)
  const timings: Record<string, number> = { 'open + migrate': openMs }
  try {
    const [{ n }] = (await session.query<{ n: number }>('select count(*)::int as n from tracks')) as [{ n: number }]
    if (n > 0) throw new Error('the database already has tracks; pass --fresh to start over')
    const env = scaleEnv()
    const log = { info: () => {}, warn: (...a: unknown[]) => console.warn(...a) }
    timings['platform seed'] = (await timed(() => seedPlatform({ db: handle.db, storage: makeLocalStorage(env.DATA_DIR), env, log })))[1]
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true })

    const [[usersRow]] = await timed(() => session.query<{ users: number }>('select coalesce(max(id), 0)::int as users from users'))
    const users = usersRow!.users
    if (args.target.kind === 'postgres') await session.query(`set maintenance_work_mem = '512MB'; set work_mem = '128MB'; set synchronous_commit = off`)
    // Foreign keys hold by construction (ids are computed in range); skipping their per-row triggers
    // halves the fill. The checks at the end verify the two largest link tables anyway.
    await session.query('set session_replication_role = replica')
    const indexes = await dropSecondaryIndexes(session)
    const sizes = sizesFor(tracks)
    for (const step of fillSteps(sizes, { users })) {
      const [, ms] = await timed(() => session.query(step.sql))
      timings[step.table] = (timings[step.table] ?? 0) + ms
      process.stdout.write(`${step.table.padEnd(16)} ${String(ms).padStart(8)} ms\n`)
    }
    await session.query('set session_replication_role = origin')
    for (const ix of indexes) {
      const [, ms] = await timed(() => session.query(ix.def))
      timings[`index ${ix.table}`] = (timings[`index ${ix.table}`] ?? 0) + ms
    }
    timings['channels'] = (await timed(() => seedStreamingChannels(handle.db)))[1]
    timings['vacuum analyze'] = (await timed(() => session.query('vacuum analyze')))[1]
    const [orphans] = await session.query<{ plays: number; links: number }>(`select
      (select count(*) from track_plays p left join tracks t on t.id = p.track_id where t.id is null)::int as plays,
      (select count(*) from artist_track a left join artists r on r.id = a.artist_id where r.id is null)::int as links`)
    if (orphans!.plays || orphans!.links) throw new Error(`dangling references: ${JSON.stringify(orphans)}`)
    const counts = await session.query<{ t: string; n: number }>(`select 't' as t, 0 as n ${FILLED.map((t) => `union all select '${t}', count(*)::int from ${t}`).join(' ')}`)
    const total = Object.values(timings).reduce((a, b) => a + b, 0)
    console.log(JSON.stringify({ engine: args.target.kind, tracks, totalMs: total, timings, rows: Object.fromEntries(counts.slice(1).map((r) => [r.t, Number(r.n)])) }, null, 1))
  } finally {
    await session.close()
    await handle.close()
  }
}

await main()
