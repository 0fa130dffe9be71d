import { sql } from 'drizzle-orm'
import { fileEntries, tracks } from '../db/schema/index'
import { buildArtwork } from './artwork'
import { flattenTracks, planActivity } from './activity'
import { seedStreamingChannels } from './channels'
import { makeFileCollector } from './files'
import { insertChunked, insertMusic } from './insert-music'
import { insertActivity, insertUsers, managedArtist } from './insert-people'
import { planCatalogue } from './plan'
import { buildTunePool } from './tunes'
import type { SeedDeps } from '../db/seed/seed-deps'

/**
 * The demo catalogue (DESIGN.md "The demo catalogue is real"): generated tunes and artwork written to
 * storage, then artists, albums, tracks, listeners, plays and the homepage channels in one transaction.
 * Runs on every start and does nothing once any track exists or when SEED_DEMO is off.
 */
export async function seedCatalogue({ db, storage, env, log }: SeedDeps): Promise<void> {
  if (!env.SEED_DEMO || (await hasTracks(db))) return
  const started = Date.now()

  // Files first, outside the transaction: they are content-addressed, so a failed run rewrites the same keys.
  const files = makeFileCollector(storage)
  const tunes = buildTunePool()
  const plan = planCatalogue(tunes)
  const used = new Set(plan.flatMap((album) => album.tracks.map((track) => track.tune)))
  for (const [i, tune] of tunes.entries()) {
    if (used.has(i)) await files.put('track_media', tune.wav, 'wav', 'audio/wav', `${tune.title}.wav`, tune.fileName)
  }
  const art = await buildArtwork(files, plan)
  const activity = planActivity(flattenTracks(plan))

  const inserted = await db.transaction(async (tx) => {
    // Several servers may share one PostgreSQL: the lock makes the emptiness check and the inserts atomic.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('encore:seed-catalogue'))`)
    if (await hasTracks(tx)) return false
    await insertChunked(files.entries(), (slice) => tx.insert(fileEntries).values(slice))
    const people = await insertUsers(tx)
    const music = await insertMusic(tx, plan, tunes, art, new Map([[managedArtist(), people.artistUser]]))
    await insertActivity(tx, activity, music, people, art, Date.now())
    await seedStreamingChannels(tx)
    return true
  })
  if (inserted) {
    const trackCount = plan.reduce((n, a) => n + a.tracks.length, 0)
    log.info(`Demo catalogue: ${plan.length} albums, ${trackCount} tracks, ${files.entries().length} files in ${Date.now() - started} ms`)
  }
}

type Queryable = Pick<SeedDeps['db'], 'select'>

async function hasTracks(db: Queryable): Promise<boolean> {
  const rows = await db.select({ id: tracks.id }).from(tracks).limit(1)
  return rows.length > 0
}
