import type { ChannelConfig } from '../../../shared/contracts/channels'
import type { ChannelPresetId } from '../../../shared/contracts/channels-admin'

/** The channel presets of music-catalog §2.9: "Music streaming" and "Music sharing". */

export interface PresetChannel {
  slug: string
  name: string
  description: string
  config: ChannelConfig
  /** Nested channels (model `channel`), in order. */
  children?: string[]
}

const base = (presetId: ChannelPresetId): ChannelConfig => ({
  presetId,
  lockSlug: true,
  preventDeletion: true,
  disablePlayback: false,
  disablePagination: false,
  paginationType: 'infiniteScroll',
  hideTitle: false,
})

function shared(presetId: ChannelPresetId): PresetChannel[] {
  const c = base(presetId)
  return [
    {
      slug: 'discover',
      name: 'Discover',
      description: 'The homepage.',
      config: { ...c, contentType: 'manual', contentModel: 'channel', contentOrder: 'channelables.order:asc', layout: 'list', nestedLayout: 'carousel', hideTitle: true, seoTitle: '{{site_name}} - Discover music', adminDescription: 'Homepage channel' },
      children: ['popular-albums', 'popular-tracks', 'new-releases', 'genres'],
    },
    {
      slug: 'popular-albums',
      name: 'Popular Albums',
      description: 'The most played albums.',
      config: { ...c, contentType: 'listAll', contentModel: 'album', contentOrder: 'popularity:desc', layout: 'grid', nestedLayout: 'carousel' },
    },
    {
      slug: 'genres',
      name: 'Genres',
      description: 'Every genre, most popular first.',
      config: { ...c, contentType: 'listAll', contentModel: 'genre', contentOrder: 'popularity:desc', layout: 'grid', nestedLayout: 'carousel' },
    },
  ]
}

const genreName = '{{channel.restriction.display_name}}'
const byGenre = (presetId: ChannelPresetId, model: 'artist' | 'album' | 'track', layout: ChannelConfig['layout']): ChannelConfig => ({
  ...base(presetId),
  contentType: 'listAll',
  contentModel: model,
  contentOrder: 'popularity:desc',
  restriction: 'genre',
  restrictionModelId: 'urlParam',
  layout,
  nestedLayout: layout === 'trackTable' ? 'trackTable' : 'carousel',
})

export function presetChannels(preset: ChannelPresetId): PresetChannel[] {
  const c = base(preset)
  if (preset === 'streaming') {
    return [
      ...shared(preset),
      {
        slug: 'new-releases',
        name: 'New Releases',
        description: 'The 20 newest albums.',
        config: { ...c, contentType: 'autoUpdate', contentModel: 'album', autoUpdateMethod: 'newAlbums', autoUpdateProvider: 'local', contentOrder: 'release_date:desc', layout: 'grid', nestedLayout: 'carousel' },
      },
      {
        slug: 'popular-tracks',
        name: 'Popular Tracks',
        description: 'The 20 most played tracks.',
        config: { ...c, contentType: 'autoUpdate', contentModel: 'track', autoUpdateMethod: 'topTracks', autoUpdateProvider: 'local', contentOrder: 'popularity:desc', layout: 'trackTable', nestedLayout: 'trackTable' },
      },
      // The genre page lists the genre's popular tracks, albums and artists (issue 24), tracks first.
      {
        slug: 'genre',
        name: genreName,
        description: '',
        config: { ...c, contentType: 'manual', contentModel: 'channel', contentOrder: 'channelables.order:asc', layout: 'list', nestedLayout: 'carousel', restriction: 'genre', restrictionModelId: 'urlParam' },
        children: ['genre-tracks', 'genre-albums', 'genre-artists'],
      },
      { slug: 'genre-tracks', name: 'Popular tracks', description: '', config: byGenre(preset, 'track', 'trackTable') },
      { slug: 'genre-albums', name: 'Popular albums', description: '', config: byGenre(preset, 'album', 'grid') },
      { slug: 'genre-artists', name: 'Popular artists', description: '', config: byGenre(preset, 'artist', 'grid') },
    ]
  }
  return [
    ...shared(preset),
    {
      slug: 'new-releases',
      name: 'New Releases',
      description: 'Albums as they are uploaded.',
      config: { ...c, contentType: 'listAll', contentModel: 'album', contentOrder: 'created_at:desc', layout: 'grid', nestedLayout: 'carousel' },
    },
    {
      slug: 'popular-tracks',
      name: 'Popular Tracks',
      description: 'The most played tracks.',
      config: { ...c, contentType: 'listAll', contentModel: 'track', contentOrder: 'popularity:desc', layout: 'trackTable', nestedLayout: 'trackTable' },
    },
    {
      slug: 'genre',
      name: genreName,
      description: 'Artists, albums and tracks of the genre named in the URL.',
      config: { ...c, contentType: 'manual', contentModel: 'channel', contentOrder: 'channelables.order:asc', layout: 'list', nestedLayout: 'carousel', restriction: 'genre', restrictionModelId: 'urlParam' },
      children: ['genre-artists', 'genre-albums', 'genre-tracks'],
    },
    { slug: 'genre-artists', name: 'Artists', description: 'Artists of the genre.', config: byGenre(preset, 'artist', 'grid') },
    { slug: 'genre-albums', name: 'Albums', description: 'Albums of the genre.', config: byGenre(preset, 'album', 'grid') },
    { slug: 'genre-tracks', name: 'Tracks', description: 'Tracks of the genre.', config: byGenre(preset, 'track', 'trackTable') },
  ]
}

export const PRESET_HOMEPAGE = 'discover'
