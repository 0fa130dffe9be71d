import { trans } from '../../../stores/session'
import { useDeferredValue, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { Album, Artist } from '../../../../shared/contracts/catalogue'
import { writeCookie } from '../../../lib/cookies'
import { cn } from '../../../lib/cn'
import { artistAlbumsQuery } from '../api'
import { albumHref } from '../links'
import { AlbumGrid } from './album-card'
import { EmptyState, GridSkeleton, HydrateInView, TableSkeleton } from '../../../ui'
import { MediaImage } from './media-image'
import { Pager } from './pager'
import { PlayButton } from './play-button'
import { TrackTable } from './track-table'

type AlbumLayout = 'list' | 'grid'

function AlbumWithTracks({ album }: { album: Album }) {
  const tracks = album.tracks ?? []
  return (
    <section className="flex flex-col gap-4 md:flex-row">
      {/* The cover repeats the title's link beside it: one link for keyboards and screen readers, not two (one nameless). */}
      <Link to={albumHref(album)} className="shrink-0" tabIndex={-1} aria-hidden="true"><MediaImage src={album.image} className="size-40" size={160} /></Link>
      <div className="min-w-0 flex-1">
        <div className="mb-2 flex items-center gap-3">
          <PlayButton tracks={tracks} queueId={`album.${album.id}.*`} label={album.name} />
          <Link to={albumHref(album)} className="text-lg font-semibold hover:underline">{album.name}</Link>
          <span className="text-sm text-muted">{album.release_date?.slice(0, 4)}</span>
        </div>
        <TrackTable tracks={tracks} queueId={`album.${album.id}.*`} useTrackNumber />
      </div>
    </section>
  )
}

/** Discography in list (5 albums with tracks per page) or grid (25) layout; the choice is a cookie. */
export function DiscographyTab({ artist, initialLayout }: { artist: Artist; initialLayout: AlbumLayout }) {
  const [layout, setLayout] = useState<AlbumLayout>(initialLayout)
  const [page, setPage] = useState(1)
  const { data, isPending } = useQuery(artistAlbumsQuery(artist.id, page, layout))
  // The albums and their track tables are drawn at low priority, in slices: an answer that arrives just
  // after the page started (the server renders the page without them) was one long task of the start-up.
  const shown = useDeferredValue(data)
  const loading = shown === undefined && (isPending || data !== undefined)
  const choose = (value: AlbumLayout) => {
    setLayout(value)
    setPage(1)
    writeCookie('artistPage-albumLayout', value)
  }
  const albums = shown?.pagination.data ?? []
  return (
    <div>
      <div role="group" aria-label={trans('Album layout')} className="mb-4 flex justify-end gap-1">
        {(['list', 'grid'] as const).map((value) => (
          <button key={value} type="button" aria-pressed={layout === value} onClick={() => choose(value)}
            className={cn('rounded-full px-3 py-1 text-sm capitalize', layout === value ? 'bg-chip font-semibold' : 'text-muted')}>
            {value}
          </button>
        ))}
      </div>
      {loading ? (layout === 'grid' ? <GridSkeleton /> : <TableSkeleton />) : albums.length === 0 ? (
        <EmptyState title={trans('No albums yet')} />
      ) : layout === 'grid' ? <AlbumGrid albums={albums} /> : (
        // Each album hydrates as it nears the viewport (ui/hydrate-in-view).
        <div className="space-y-10">{albums.map((a) => <HydrateInView key={a.id}><AlbumWithTracks album={a} /></HydrateInView>)}</div>
      )}
      <Pager page={page} hasNext={!!shown?.pagination.next_page} onPage={setPage} />
    </div>
  )
}
