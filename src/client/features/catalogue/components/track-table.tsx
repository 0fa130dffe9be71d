import { trans } from '../../../stores/session'
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { Track } from '../../../../shared/contracts/catalogue'
import { usePlayingState } from '../../../player'
import { formatMs } from '../../../../shared/lib/format-duration'
import { cn } from '../../../lib/cn'
import { HydrateInViewGroups } from '../../../ui'
import { startTrackDrag } from '../../../lib/track-drag'
import { userLink } from '../../../lib/links'
import { useRowSelection, type ListRemove, type RowSelection } from '../../track-select'
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
  /** Collaborative playlists: who added each track (`added_by`, a user reference). */
  showAddedBy?: boolean
  /** Number column: the album track number, else the row position. */
  useTrackNumber?: boolean
  likes?: LikeControl
  /** Per-row actions menu (add to playlist, remove...), supplied by the your-music features. */
  rowMenu?: (track: Track, index: number) => ReactNode
  /** Extra row attributes (drag and drop in playlists). */
  rowProps?: (track: Track, index: number) => HTMLAttributes<HTMLTableRowElement>
  /** The list's own action on selected rows (a playlist editor's "Remove from this playlist"). */
  selectionRemove?: ListRemove
}

/** Rows hydrated together: about a phone's screenful. */
const ROWS_PER_BODY = 8

/** Track rows: number, play, name, artists, album, popularity, like, duration. */
export function TrackTable({ tracks, queueId, showAlbum, showCover, showPopularity, showAddedBy, useTrackNumber, likes, rowMenu, rowProps, selectionRemove }: TrackTableProps) {
  // Rows are chosen with Shift/Ctrl/Cmd-click or Space and Shift+arrows; the selection bar acts on them (issue 24).
  const selection = useRowSelection(tracks, selectionRemove ?? null)
  return (
    // Several bodies, each hydrated as it nears the viewport (ui/hydrate-in-view): a long album or channel
    // costs the first screen only its first rows. The table marks itself as the rows' list for the arrow keys.
    <table data-selection-list className="w-full table-fixed text-sm">
      <thead className="border-b border-border text-left text-xs text-muted uppercase">
        <tr>
          <th className="w-10 py-2 text-center">#</th>
          <th className="py-2">{trans('Title')}</th>
          {showAlbum && <th className="hidden py-2 md:table-cell">{trans('Album')}</th>}
          {showPopularity && <th className="hidden w-28 py-2 md:table-cell">{trans('Popularity')}</th>}
          {showAddedBy && <th className="hidden w-36 py-2 md:table-cell">{trans('Added by')}</th>}
          {likes && <th className="w-10 py-2"><span className="sr-only">{trans('Like')}</span></th>}
          {rowMenu && <th className="w-10 py-2"><span className="sr-only">{trans('Actions')}</span></th>}
          <th className="w-16 py-2 text-right">{trans('Time')}</th>
        </tr>
      </thead>
      <HydrateInViewGroups items={tracks} size={ROWS_PER_BODY} as="tbody" render={(track, i) => (
        <TrackRow key={`${track.id}-${i}`} {...{ track, tracks, queueId, showAlbum, showCover, showPopularity, showAddedBy, likes, rowMenu, rowProps, selection }} index={i}
          number={useTrackNumber ? (track.number ?? i + 1) : i + 1} />
      )} />
    </table>
  )
}

type TrackRowProps = Omit<TrackTableProps, 'useTrackNumber' | 'selectionRemove'> & { track: Track; index: number; number: number; selection: RowSelection }

function TrackRow(props: TrackRowProps) {
  const { track, tracks, index, number, queueId, showAlbum, showCover, showPopularity, showAddedBy, likes, rowMenu, rowProps, selection } = props
  const { cued } = usePlayingState(track.id, queueId)
  const extra = rowProps?.(track, index)
  const selected = selection.isSelected(index)
  return (
    <tr
      draggable
      {...extra}
      {...selection.rowProps(index)}
      // Every row can be dropped on a sidebar playlist (a selected row carries the whole selection); a
      // playlist's own reorder handler runs as well.
      onDragStart={(e) => {
        startTrackDrag(e, selected ? selection.selectedIds() : [track.id])
        extra?.onDragStart?.(e)
      }}
      onContextMenu={rowMenu ? openRowMenu : undefined}
      className={cn(
        'group border-b border-border/50 hover:bg-chip focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        cued && 'text-primary-dark',
        selected && 'bg-chip-hover hover:bg-chip-hover',
      )}>
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
            {/* 24 px tall links (leading-6, inline-block): WCAG 2.2 target size on touch screens. */}
            <Link to={trackHref(track)} className="block truncate font-medium leading-6 hover:underline">{track.name}</Link>
            {/* The line as tall as the links, so the commas between them sit on their baseline. A flex line whose
                items shrink: each link ends inside the cell (an inline link could run on under the next cell's like
                button, overlapping its touch target). */}
            <div className="flex min-w-0 text-xs leading-6 text-muted">
              {track.artists?.map((a, i) => (
                <span key={a.id} className="flex min-w-0 whitespace-pre">
                  {i > 0 && ', '}
                  <Link to={artistHref(a)} className="min-w-0 truncate leading-6 hover:underline">{a.name}</Link>
                </span>
              ))}
            </div>
          </div>
        </div>
      </td>
      {showAlbum && (
        <td className="hidden truncate py-1.5 text-muted md:table-cell">
          {track.album && <Link to={albumHref(track.album)} className="inline-block max-w-full truncate align-bottom leading-6 hover:underline">{track.album.name}</Link>}
        </td>
      )}
      {showPopularity && (
        <td className="hidden py-1.5 md:table-cell">
          <div className="h-1.5 w-20 rounded bg-chip" role="img" aria-label={trans('Popularity :value%', { value: Math.round(track.popularity ?? 0) })}>
            <div className="h-full rounded bg-muted" style={{ width: `${track.popularity ?? 0}%` }} />
          </div>
        </td>
      )}
      {showAddedBy && (
        <td className="hidden truncate py-1.5 text-muted md:table-cell">
          {track.added_by && <Link {...userLink(track.added_by)} className="inline-block max-w-full truncate align-bottom leading-6 hover:underline">{track.added_by.name}</Link>}
        </td>
      )}
      {likes && (
        <td className="py-1.5">
          <LikeButton liked={likes.isLiked(track.id)} onToggle={() => likes.toggle(track.id)} />
        </td>
      )}
      {rowMenu && <td className="py-1.5">{rowMenu(track, index)}</td>}
      <td className="py-1.5 text-right text-muted tabular-nums">{formatMs(track.duration)}</td>
    </tr>
  )
}

/**
 * A right-click on a row opens the row's own "More options" menu, as on Spotify: the menu button is
 * clicked, so it is the same menu, anchored to its button, and keyboard focus lands in it.
 */
function openRowMenu(event: MouseEvent<HTMLTableRowElement>) {
  const button = event.currentTarget.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')
  if (!button) return
  event.preventDefault()
  button.click()
}
