import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { channelables, channels, settings } from '../schema/index'
import { PRESET_HOMEPAGE, presetChannels } from '../../modules/channels/index'

/** Marks that the starter channels were offered once: an admin who deletes them does not get them back on restart. */
const MARKER = 'seeded.channels'

/**
 * A fresh install without the demo (SEED_DEMO=0) has no channels, while `homepage.value` defaults to
 * channel 8 (music-catalog §2.11): the home page was a not-found page until an admin applied a preset.
 * On the first start of a database that has no channels, this applies the "Music streaming" preset
 * (§2.9) as the admin's button would, so the home page lists whatever gets uploaded. Runs after the demo,
 * which brings its own channels, and never again once the marker is set.
 */
export async function seedStarterChannels(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const first = await tx.insert(settings).values({ name: MARKER, value: true, private: true }).onConflictDoNothing({ target: settings.name }).returning({ name: settings.name })
    if (first.length === 0) return
    const [existing] = await tx.select({ id: channels.id }).from(channels).where(eq(channels.type, 'channel')).limit(1)
    if (existing) return
    const preset = presetChannels('streaming')
    const rows = await tx
      .insert(channels)
      .values(preset.map((c) => ({ slug: c.slug, name: c.name, description: c.description, config: c.config, type: 'channel' })))
      .returning({ id: channels.id, slug: channels.slug })
    const ids = new Map(rows.map((r) => [r.slug, r.id]))
    const links = preset.flatMap((c) =>
      (c.children ?? []).map((child, order) => ({ channelId: ids.get(c.slug)!, channelableType: 'channel', channelableId: ids.get(child)!, order })),
    )
    if (links.length) await tx.insert(channelables).values(links)
    const homepage = ids.get(PRESET_HOMEPAGE)!
    await tx.insert(settings).values({ name: 'homepage.value', value: homepage }).onConflictDoUpdate({ target: settings.name, set: { value: homepage } })
  })
}
