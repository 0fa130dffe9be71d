import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { channels, settings } from '../schema/index'
import { applyChannelPreset } from '../../modules/channels/index'

/** Marks that the starter channels were offered once: an admin who deletes them does not get them back on restart. */
const MARKER = 'seeded.channels'

/**
 * A fresh install without the demo (SEED_DEMO=0) has no channels, while `homepage.value` defaults to
 * channel 8 (music-catalog §2.11): the home page was a not-found page until an admin applied a preset.
 * On the first start of a database that has no channels, this applies the "Music streaming" preset (§2.9)
 * as the admin's button does, so the home page lists whatever gets uploaded. Runs after the demo, which
 * brings its own channels, and never again once the marker is set (seeding runs one process at a time).
 */
export async function seedStarterChannels(db: Db): Promise<void> {
  const [marked] = await db.select({ name: settings.name }).from(settings).where(eq(settings.name, MARKER)).limit(1)
  if (marked) return
  const [existing] = await db.select({ id: channels.id }).from(channels).where(eq(channels.type, 'channel')).limit(1)
  if (!existing) await applyChannelPreset(db, 'streaming')
  await db.insert(settings).values({ name: MARKER, value: true, private: true }).onConflictDoNothing({ target: settings.name })
}
