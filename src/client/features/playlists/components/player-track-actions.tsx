import { trans } from '../../../stores/session'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { LazyShareDialog, LikeButton, albumHref, artistHref, trackHref } from '../../catalogue'
import { useLikes } from '../../library'
import { MenuItem } from '../../../ui'
import type { PlayerTrack, TrackActionsPlacement } from '../../../player'
import { TrackMenuTrigger } from './track-menu-trigger'

/**
 * The cued track's like button and "More options" menu (add to playlist, save offline, go to the album
 * and artists, share), in the player bar and the full-screen player. The root route hands it to the
 * player; the phone's mini bar has room for the like only (the menu is one tap away in the overlay).
 */
export function PlayerTrackActions({ track, placement }: { track: PlayerTrack; placement: TrackActionsPlacement }) {
  const likes = useLikes('track')
  const [sharing, setSharing] = useState(false)
  const like = <LikeButton liked={likes.isLiked(track.id)} onToggle={() => likes.toggle(track.id)} className={placement === 'bar' ? undefined : 'size-10'} />
  if (placement === 'mini') return like
  const path = trackHref(track)
  return (
    <div className="flex shrink-0 items-center">
      {like}
      <TrackMenuTrigger track={track}>
        {track.album && (
          <MenuItem render={(className) => <Link to={albumHref({ ...track.album!, artists: track.artists })} className={className}>{trans('Go to album')}</Link>}>
            {trans('Go to album')}
          </MenuItem>
        )}
        {track.artists?.map((artist) => {
          const label = track.artists!.length > 1 ? `Go to ${artist.name}` : 'Go to artist'
          return (
            <MenuItem key={artist.id} render={(className) => <Link to={artistHref(artist)} className={className}>{label}</Link>}>
              {label}
            </MenuItem>
          )
        })}
        <MenuItem onClick={() => setSharing(true)}>{trans('Share')}</MenuItem>
      </TrackMenuTrigger>
      {/* The dialog loads when "Share" is chosen, as the Share buttons' does. */}
      {sharing && <LazyShareDialog target={{ kind: 'track', name: track.name, path, embedPath: `${path}/embed` }} onClose={() => setSharing(false)} />}
    </div>
  )
}
