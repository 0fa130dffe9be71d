import { Link } from '@tanstack/react-router'
import type { Track } from '../../../../shared/contracts/music'
import { formatMs, usePlayingState } from '../../../player'
import { cn } from '../../../lib/cn'
import { albumHref, artistHref, trackHref } from '../links'
import { LikeButton, type LikeControl } from './like-button'
import { MediaImage } from './media-image'
import { PlayButton } from './play-button'

export interface TrackTableProps {
  tracks: readonly Track[]
  queueId: string
  showAlbum?: boolean
  showCover?: boolean
  showPopularity?: boolean
  /** Number column: the album track number, else the row position. */
  useTrackNumber?: boolean
  likes?: LikeControl
}

/** Track rows: number, play, name, artists, album, popularity, like, duration. */
export function TrackTable({ tracks, queueId, showAlbum, showCover, showPopularity, useTrackNumber, likes }: TrackTableProps) {
  return (
    <table className="w-full table-fixed text-sm">
      <thead className="border-b border-border text-left text-xs text-muted uppercase">
        <tr>
          <th className="w-10 py-2 text-center">#</th>
          <th className="py-2">Title</th>
          {showAlbum && <th className="hidden py-2 md:table-cell">Album</th>}
          {showPopularity && <th className="hidden w-28 py-2 md:table-cell">Popularity</th>}
          {likes && <th className="w-10 py-2"><span className="sr-only">Like</span></th>}
          <th className="w-16 py-2 text-right">Time</th>
        </tr>
      </thead>
      <tbody>
        {tracks.map((track, i) => (
          <TrackRow key={`${track.id}-${i}`} {...{ track, tracks, queueId, showAlbum, showCover, showPopularity, likes }} index={i}
            number={useTrackNumber ? (track.number ?? i + 1) : i + 1} />
        ))}
      </tbody>
    </table>
  )
}

function TrackRow(props: Omit<TrackTableProps, 'useTrackNumber'> & { track: Track; index: number; number: number }) {
  const { track, tracks, index, number, queueId, showAlbum, showCover, showPopularity, likes } = props
  const { cued } = usePlayingState(track.id, queueId)
  return (
    <tr className={cn('group border-b border-border/50 hover:bg-chip', cued && 'text-primary')}>
      <td className="relative py-1.5 text-center text-muted">
        {/* The button stays in the accessibility tree; only its visibility changes on hover/focus. */}
        <span aria-hidden="true" className={cn('absolute inset-0 grid place-items-center group-hover:opacity-0 group-focus-within:opacity-0 max-md:opacity-0', cued && 'opacity-0')}>
          {number}
        </span>
        <PlayButton tracks={tracks} index={index} queueId={queueId} label={track.name}
          className={cn('relative mx-auto opacity-0 group-hover:opacity-100 focus:opacity-100 max-md:opacity-100', cued && 'opacity-100')} />
      </td>
      <td className="py-1.5">
        <div className="flex min-w-0 items-center gap-3">
          {showCover && <MediaImage src={track.image} className="size-10 shrink-0" size={40} />}
          <div className="min-w-0">
            <Link to={trackHref(track)} className="block truncate font-medium hover:underline">{track.name}</Link>
            <div className="truncate text-xs text-muted">
              {track.artists?.map((a, i) => (
                <span key={a.id}>
                  {i > 0 && ', '}
                  <Link to={artistHref(a)} className="hover:underline">{a.name}</Link>
                </span>
              ))}
            </div>
          </div>
        </div>
      </td>
      {showAlbum && (
        <td className="hidden truncate py-1.5 text-muted md:table-cell">
          {track.album && <Link to={albumHref(track.album)} className="hover:underline">{track.album.name}</Link>}
        </td>
      )}
      {showPopularity && (
        <td className="hidden py-1.5 md:table-cell">
          <div className="h-1.5 w-20 rounded bg-chip" role="img" aria-label={`Popularity ${Math.round(track.popularity ?? 0)}%`}>
            <div className="h-full rounded bg-muted" style={{ width: `${track.popularity ?? 0}%` }} />
          </div>
        </td>
      )}
      {likes && (
        <td className="py-1.5">
          <LikeButton liked={likes.isLiked(track.id)} onToggle={() => likes.toggle(track.id)} />
        </td>
      )}
      <td className="py-1.5 text-right text-muted tabular-nums">{formatMs(track.duration)}</td>
    </tr>
  )
}
