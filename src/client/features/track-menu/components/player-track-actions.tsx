import { LikeButton } from '../../catalogue'
import { useLikes } from '../../library'
import type { PlayerTrack, TrackActionsPlacement } from '../../../player'
import { TrackMenuTrigger } from './track-menu-trigger'

/**
 * The cued track's like button and "More options" menu (the one track menu) in the player bar and the
 * full-screen player, and the menu alone in each queue row. The root route hands it to the player; the
 * phone's mini bar has room for the like only (the menu is one tap away in the overlay).
 */
export function PlayerTrackActions({ track, placement }: { track: PlayerTrack; placement: TrackActionsPlacement }) {
  const likes = useLikes('track')
  if (placement === 'queue') return <TrackMenuTrigger track={track} />
  const like = <LikeButton liked={likes.isLiked(track.id)} onToggle={() => likes.toggle(track.id)} className={placement === 'bar' ? undefined : 'size-10'} />
  if (placement === 'mini') return like
  return (
    <div className="flex shrink-0 items-center">
      {like}
      <TrackMenuTrigger track={track} />
    </div>
  )
}
