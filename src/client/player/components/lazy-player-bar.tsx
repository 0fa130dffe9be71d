import { lazy, Suspense, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { startPlayer } from '../setup'
import { playerState } from '../store'
import type { RowSelectionHook, TrackActionsSlot } from './track-actions'

const Bar = lazy(() => import('./player-bar').then((m) => ({ default: m.PlayerBar })))

/**
 * What the root layout mounts: starts the player, and loads the bar's controls, queue panel and overlay
 * only once something is cued. A first visit with an empty queue shows no bar and skips that code.
 */
export function PlayerBar({ trackActions, rowSelection }: { trackActions?: TrackActionsSlot; rowSelection?: RowSelectionHook }) {
  useEffect(() => startPlayer(), [])
  const snap = useSnapshot(playerState)
  if (!snap.shuffledQueue[snap.index]) return null
  return (
    <Suspense fallback={null}>
      <Bar trackActions={trackActions} rowSelection={rowSelection} />
    </Suspense>
  )
}
