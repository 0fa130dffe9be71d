import { useSuspenseQuery } from '@tanstack/react-query'
import { albumQuery, artistQuery, parseId, trackQuery } from '../../../../features/catalogue'
import { InsightsPage, type RangeSearch } from '../../../../features/insights'
import type { BackstagePageProps } from '../page-props'

/** Only the range params: an insights page's own links and range picker carry nothing else. */
const rangeOf = ({ range, from, to }: RangeSearch): RangeSearch => ({ range, from, to })

export function TrackInsightsPage({ params, search, setSearch }: BackstagePageProps) {
  const { track } = useSuspenseQuery(trackQuery(parseId(params.trackId!))).data
  return <InsightsPage kind="track" id={track.id} title={track.name} search={rangeOf(search)} onSearchChange={(next) => setSearch(rangeOf(next))} />
}

export function AlbumInsightsPage({ params, search, setSearch }: BackstagePageProps) {
  const { album } = useSuspenseQuery(albumQuery(parseId(params.albumId!))).data
  return <InsightsPage kind="album" id={album.id} title={album.name} search={rangeOf(search)} onSearchChange={(next) => setSearch(rangeOf(next))} />
}

export function ArtistInsightsPage({ params, search, setSearch }: BackstagePageProps) {
  const { artist } = useSuspenseQuery(artistQuery(parseId(params.artistId!))).data
  return <InsightsPage kind="artist" id={artist.id} title={artist.name} search={rangeOf(search)} onSearchChange={(next) => setSearch(rangeOf(next))} />
}
