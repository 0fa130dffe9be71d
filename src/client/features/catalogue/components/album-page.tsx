import { trans } from '../../../stores/session'
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { Album, Track } from '../../../../shared/contracts/catalogue'
import { formatMs } from '../../../../shared/lib/format-duration'
import { albumEmbedHref, albumHref, artistHref, genreHref } from '../links'
import { albumTracks } from '../album-tracks'
import { AdSlot } from './ad-slot'
import { EmptyState } from '../../../ui'
import type { LikeControl } from './like-button'
import { MediaImage } from './media-image'
import { DETAIL_COVER_SIZE } from '../../../../shared/lib/image-widths'
import { PlayButton } from './play-button'
import { ShareButton } from './share-button'
import { TrackTable } from './track-table'

/** The album page: cover, artists, year, Play, share, then the numbered track table with popularity. */
/**
 * `saveOffline` (the offline feature's button), `actions` (Like, radio...) and `rowMenu` come from other
 * features, composed in the route.
 */
export function AlbumPage({ album, likes, saveOffline, actions, rowMenu }: {
  album: Album
  likes?: LikeControl
  saveOffline?: ReactNode
  actions?: ReactNode
  rowMenu?: (track: Track, index: number) => ReactNode
}) {
  const tracks = albumTracks(album)
  const queueId = `album.${album.id}.*`
  const total = tracks.reduce((sum, t) => sum + (t.duration ?? 0), 0)
  const year = album.release_date?.slice(0, 4)
  return (
    <div className="p-4 md:p-8">
      <AdSlot slot="album_above" />
      <header className="mb-8 flex flex-col items-center gap-6 text-center md:flex-row md:items-end md:text-left">
        <MediaImage src={album.image} className="size-48 shrink-0 shadow-lg md:size-60" size={DETAIL_COVER_SIZE} eager />
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted uppercase">{trans('Album')}</p>
          <h1 className="my-2 text-3xl font-bold break-words md:text-5xl">{album.name}</h1>
          <p className="text-sm text-muted">
            {album.artists?.map((a, i) => (
              <span key={a.id}>
                {i > 0 && ', '}
                <Link to={artistHref(a)} className="font-semibold text-fg hover:underline">{a.name}</Link>
              </span>
            ))}
            {year && <span> · {year}</span>}
            <span> · {tracks.length} {tracks.length === 1 ? trans('track') : trans('tracks')}, {formatMs(total)}</span>
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-3 md:justify-start">
            <PlayButton variant="big" tracks={tracks} queueId={queueId} />
            <ShareButton target={{ kind: 'album', name: album.name, path: albumHref(album), embedPath: albumEmbedHref(album) }} />
            {saveOffline}
            {actions}
          </div>
        </div>
      </header>
      {tracks.length === 0 ? (
        <EmptyState title={trans('No tracks yet')} message={trans('This album has no tracks.')} />
      ) : (
        <TrackTable tracks={tracks} queueId={queueId} showPopularity useTrackNumber likes={likes} rowMenu={rowMenu} />
      )}
      {(album.genres?.length ?? 0) > 0 && (
        <div className="mt-6 flex flex-wrap gap-2">
          {album.genres?.map((g) => (
            <Link key={g.id} to={genreHref(g)} className="rounded-full bg-chip px-3 py-1 text-xs hover:bg-chip-hover">
              {g.display_name ?? g.name}
            </Link>
          ))}
        </div>
      )}
    </div>
  )
}
