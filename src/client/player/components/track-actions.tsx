import { Suspense, type ComponentType } from 'react'
import type { PlayerTrack } from '../types'

/** Where the actions sit: the desktop bar, the phone's mini bar, the full-screen player or a queue row. */
export type TrackActionsPlacement = 'bar' | 'mini' | 'overlay' | 'queue'

/**
 * The like button and "More options" menu of the cued track. The player may not import features, so
 * the root route hands it this component (a lazy one: it loads with the bar, never on a first screen).
 */
export type TrackActionsSlot = ComponentType<{ track: PlayerTrack; placement: TrackActionsPlacement }>

export function TrackActions({ slot: Slot, track, placement }: { slot?: TrackActionsSlot; track: PlayerTrack; placement: TrackActionsPlacement }) {
  if (!Slot) return null
  return (
    <Suspense fallback={null}>
      <Slot track={track} placement={placement} />
    </Suspense>
  )
}
