import { trans } from '../../../stores/session'
import type { ReactNode } from 'react'
import type { Artist, Track } from '../../../../shared/contracts/catalogue'
import { readSetting } from '../../../stores/settings'
import { Tabs } from '../../../ui/tabs'
import { artistHref } from '../links'
import { AdSlot } from './ad-slot'
import { AboutTab, ArtistAlbumsTab, ArtistTracksTab, FollowersTab, SimilarTab } from './artist-tabs'
import { DiscographyTab } from './discography-tab'
import type { LikeControl } from './like-button'
import { MediaImage } from './media-image'
import { ARTIST_PICTURE_SIZE } from '../../../../shared/lib/image-widths'
import { PlayButton } from './play-button'
import { ShareButton } from './share-button'
import { TrackTable } from './track-table'

interface TabSetting {
  id: number
  active: boolean
}
const DEFAULT_TABS: TabSetting[] = [1, 2, 3, 4, 5, 6].map((id) => ({ id, active: id <= 3 }))
const TAB_LABELS: Record<number, string> = { 1: 'Discography', 2: 'Similar artists', 3: 'About', 4: 'Tracks', 5: 'Albums', 6: 'Followers' }

/** artistPage.tabs: list order is display order; only active tabs show (music-catalog §5). */
export function activeArtistTabs(setting: unknown): number[] {
  const tabs = Array.isArray(setting) ? (setting as TabSetting[]) : DEFAULT_TABS
  return tabs.filter((t) => t && t.active && TAB_LABELS[t.id]).map((t) => t.id)
}

interface ArtistPageProps {
  artist: Artist
  albumLayout: 'list' | 'grid'
  /** Your-music composition (route): Follow, radio, row likes and menu. */
  actions?: ReactNode
  likes?: LikeControl
  rowMenu?: (track: Track, index: number) => ReactNode
}

export function ArtistPage({ artist, albumLayout, actions, likes, rowMenu }: ArtistPageProps) {
  const queueId = `artist.${artist.id}.*`
  const top = artist.top_tracks ?? []
  const content: Record<number, ReactNode> = {
    1: (
      <div className="space-y-10">
        {top.length > 0 && (
          <section>
            <h2 className="mb-3 text-xl font-semibold">{trans('Popular songs')}</h2>
            <TrackTable tracks={top.slice(0, 5)} queueId={queueId} showCover likes={likes} rowMenu={rowMenu} />
          </section>
        )}
        <DiscographyTab artist={artist} initialLayout={albumLayout} />
      </div>
    ),
    2: <SimilarTab artist={artist} />,
    3: <AboutTab artist={artist} />,
    4: <ArtistTracksTab artist={artist} />,
    5: <ArtistAlbumsTab artist={artist} />,
    6: <FollowersTab artist={artist} />,
  }
  const tabs = activeArtistTabs(readSetting('artistPage.tabs')).map((id) => ({ id: String(id), label: TAB_LABELS[id], content: content[id] }))
  return (
    <div className="p-4 md:p-8">
      <AdSlot slot="artist_top" />
      <header className="mb-8 flex flex-col items-center gap-6 text-center md:flex-row md:items-end md:text-left">
        <MediaImage src={artist.image_small} round className="size-40 shrink-0 shadow-lg md:size-52" size={ARTIST_PICTURE_SIZE} eager />
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted uppercase">{artist.verified ? trans('Verified artist') : trans('Artist')}</p>
          <h1 className="my-2 text-3xl font-bold md:text-5xl">{artist.name}</h1>
          {artist.likes_count !== undefined && <p className="text-sm text-muted">{artist.likes_count} {artist.likes_count === 1 ? trans('follower') : trans('followers')}</p>}
          <div className="mt-5 flex flex-wrap justify-center gap-3 md:justify-start">
            <PlayButton variant="big" tracks={top} queueId={queueId} />
            <ShareButton target={{ kind: 'artist', name: artist.name, path: artistHref(artist) }} />
            {actions}
          </div>
        </div>
      </header>
      {tabs.length > 0 && <Tabs tabs={tabs.map((t) => ({ ...t, label: t.label ?? '' }))} />}
      <AdSlot slot="artist_bottom" />
    </div>
  )
}
