import { useCallback, useSyncExternalStore } from 'react'
import { subscribe } from 'valtio'
import { playerState } from '../../../player'
import type { LyricLine } from '../../../../shared/contracts/lyrics'

/** Index of the line with time ≤ position < next line's time, or -1 before the first line. */
export function activeLineIndex(lines: readonly LyricLine[], position: number): number {
  let active = -1
  for (let i = 0; i < lines.length; i++) {
    const time = lines[i]?.time
    if (time === undefined) continue
    if (time <= position) active = i
    else break
  }
  return active
}

const subscribeToPlayer = (onChange: () => void) => subscribe(playerState, onChange)

/**
 * The current line of timed lyrics from the player's position (-1 when not following). The snapshot is the
 * index, so the lyrics re-render when the line changes, not on every time update.
 */
export function useActiveLyricLine(lines: readonly LyricLine[], following: boolean): number {
  const getIndex = useCallback(() => (following ? activeLineIndex(lines, playerState.position) : -1), [lines, following])
  return useSyncExternalStore(subscribeToPlayer, getIndex, getIndex)
}
