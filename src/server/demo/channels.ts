import { desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { albums, channelables, channels, settings, tracks } from '../db/schema/index'

/**
 * The "Music streaming" channel preset of music-catalog §2.9, the homepage setting pointing at
 * `discover`, and the first content of its auto-update channels (what the local methods would pick).
 */

export type ChannelConfig = Record<string, string | boolean | number>

export interface ChannelSeed {
  slug: string
  name: string
  description: string
  config: ChannelConfig
}

const common = { presetId: 'streaming', lockSlug: true, preventDeletion: true, disablePlayback: false, disablePagination: false }

export const STREAMING_CHANNELS: readonly ChannelSeed[] = [
  {
    slug: 'discover',
    name: 'Discover',
    description: 'The homepage: popular albums and tracks, new releases and genres.',
    config: { ...common, contentType: 'manual', contentModel: 'channel', contentOrder: 'channelables.order:asc', layout: 'list', nestedLayout: 'list', paginationType: 'simple', hideTitle: true, seoTitle: '{{site_name}} - Discover music', seoDescription: 'Listen to popular albums and tracks, new releases and every genre on {{site_name}}.', adminDescription: 'Homepage channel' },
  },
  {
    slug: 'popular-albums',
    name: 'Popular Albums',
    description: 'The most played albums.',
    config: { ...common, contentType: 'listAll', contentModel: 'album', contentOrder: 'popularity:desc', layout: 'grid', nestedLayout: 'carousel', paginationType: 'infiniteScroll', hideTitle: false, seoTitle: 'Popular Albums - {{site_name}}', seoDescription: 'The most popular albums on {{site_name}}.' },
  },
  {
    slug: 'popular-tracks',
    name: 'Popular Tracks',
    description: 'The 20 most played tracks.',
    config: { ...common, contentType: 'autoUpdate', contentModel: 'track', contentOrder: 'popularity:desc', autoUpdateMethod: 'topTracks', autoUpdateProvider: 'local', layout: 'trackTable', nestedLayout: 'trackTable', paginationType: 'infiniteScroll', hideTitle: false, seoTitle: 'Popular Tracks - {{site_name}}', seoDescription: 'The most popular tracks on {{site_name}}.' },
  },
  {
    slug: 'new-releases',
    name: 'New Releases',
    description: 'The 20 newest albums.',
    config: { ...common, contentType: 'autoUpdate', contentModel: 'album', contentOrder: 'release_date:desc', autoUpdateMethod: 'newAlbums', autoUpdateProvider: 'local', layout: 'grid', nestedLayout: 'carousel', paginationType: 'infiniteScroll', hideTitle: false, seoTitle: 'New Releases - {{site_name}}', seoDescription: 'The latest albums on {{site_name}}.' },
  },
  {
    slug: 'genres',
    name: 'Genres',
    description: 'Every genre, most popular first.',
    config: { ...common, contentType: 'listAll', contentModel: 'genre', contentOrder: 'popularity:desc', layout: 'grid', nestedLayout: 'carousel', paginationType: 'infiniteScroll', hideTitle: false, seoTitle: 'Genres - {{site_name}}', seoDescription: 'Browse music by genre on {{site_name}}.' },
  },
  // The genre page (music-catalog §2.6): the genre's popular tracks, albums and artists, each a nested
  // channel restricted by the parent's URL genre (the "Music sharing" preset's shape).
  {
    slug: 'genre',
    name: '{{channel.restriction.display_name}}',
    description: '',
    config: { ...common, contentType: 'manual', contentModel: 'channel', contentOrder: 'channelables.order:asc', restriction: 'genre', restrictionModelId: 'urlParam', layout: 'list', nestedLayout: 'carousel', paginationType: 'simple', hideTitle: false, seoTitle: '{{channel.restriction.display_name}} - {{site_name}}', seoDescription: 'The best {{channel.restriction.display_name}} music on {{site_name}}.', adminDescription: 'Genre page: popular tracks, albums and artists of the genre in the URL' },
  },
  ...(
    [
      ['genre-tracks', 'Popular tracks', 'track', 'trackTable'],
      ['genre-albums', 'Popular albums', 'album', 'grid'],
      ['genre-artists', 'Popular artists', 'artist', 'grid'],
    ] as const
  ).map(([slug, name, model, layout]) => ({
    slug,
    name,
    description: '',
    config: { ...common, contentType: 'listAll', contentModel: model, contentOrder: 'popularity:desc', restriction: 'genre', restrictionModelId: 'urlParam', layout, nestedLayout: layout === 'trackTable' ? 'trackTable' : 'carousel', paginationType: 'simple', hideTitle: false },
  })),
]

/** Children of `discover`, in homepage order (music-catalog §2.9). */
export const DISCOVER_CHILDREN = ['popular-albums', 'popular-tracks', 'new-releases', 'genres'] as const
/** Children of `genre`, in page order. */
export const GENRE_CHILDREN = ['genre-tracks', 'genre-albums', 'genre-artists'] as const

/** Local auto-update size: `topTracks` = 20 most popular tracks, `newAlbums` = 20 newest albums. */
const AUTO_UPDATE_SIZE = 20

/**
 * Inserts the preset, its manual and auto-update content, and points `homepage.value` at `discover`.
 * A site that already has channels (an earlier start without the demo got the starter preset, or an admin
 * built some) keeps them: the demo adds music, not a second set of slugs.
 */
export async function seedStreamingChannels(db: Db): Promise<Map<string, number>> {
  const [existing] = await db.select({ id: channels.id }).from(channels).where(eq(channels.type, 'channel')).limit(1)
  if (existing) return new Map()
  const rows = await db
    .insert(channels)
    .values(STREAMING_CHANNELS.map((c) => ({ slug: c.slug, name: c.name, description: c.description, config: c.config })))
    .returning({ id: channels.id, slug: channels.slug })
  const ids = new Map(rows.map((r) => [r.slug, r.id]))
  const id = (slug: string) => ids.get(slug) ?? 0

  await db.insert(channelables).values(
    [
      ...DISCOVER_CHILDREN.map((slug, order) => ({ channelId: id('discover'), channelableType: 'channel', channelableId: id(slug), order })),
      ...GENRE_CHILDREN.map((slug, order) => ({ channelId: id('genre'), channelableType: 'channel', channelableId: id(slug), order })),
    ],
  )
  const topTracks = await db.select({ id: tracks.id }).from(tracks).orderBy(desc(tracks.plays), desc(tracks.id)).limit(AUTO_UPDATE_SIZE)
  const newAlbums = await db.select({ id: albums.id }).from(albums).orderBy(desc(albums.releaseDate), desc(albums.id)).limit(AUTO_UPDATE_SIZE)
  await db.insert(channelables).values([
    ...topTracks.map((t, order) => ({ channelId: id('popular-tracks'), channelableType: 'track', channelableId: t.id, order })),
    ...newAlbums.map((a, order) => ({ channelId: id('new-releases'), channelableType: 'album', channelableId: a.id, order })),
  ])

  const homepage = { name: 'homepage.value', value: id('discover') }
  await db.insert(settings).values(homepage).onConflictDoUpdate({ target: settings.name, set: { value: homepage.value } })
  return ids
}
