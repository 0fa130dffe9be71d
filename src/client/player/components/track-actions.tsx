import { Suspense, type ComponentType } from 'react'
import type React from 'react'
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

/** Props the selection gives a row: click and key handlers, roving tabindex, aria-selected. */
export interface SelectableRowProps {
  'data-row-index': number
  tabIndex: number
  'aria-selected': boolean
  onClick: (event: React.MouseEvent<HTMLElement>) => void
  onClickCapture: (event: React.MouseEvent<HTMLElement>) => void
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void
}

/**
 * Multi-select of queue rows (issue 24): the features' row-selection hook (track-select), which the
 * player may not import, handed over by the root route like the track actions.
 */
export type RowSelectionHook = (
  rows: readonly PlayerTrack[],
  remove: { label: string; run: (tracks: readonly { id: number; name: string }[], indexes: readonly number[]) => void } | null,
) => { isSelected: (index: number) => boolean; rowProps: (index: number) => SelectableRowProps }
