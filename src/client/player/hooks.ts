import { useSnapshot } from 'valtio'
import { readSetting, settingEnabled } from '../stores/settings'
import { playerState, playTracks, togglePlay } from './store'
import type { PlayerTrack } from './types'

const OVERLAY_BREAKPOINT = '(max-width: 768px)'
const OVERLAY_WAIT_MS = 150

/**
 * Starts a queue from a list, page or row. On small screens with `player.mobile.auto_open_overlay`
 * (default on) it first opens the full-screen overlay and waits ~150 ms (§4.15).
 */
export function playWithOverlay(tracks: readonly PlayerTrack[], index = 0, queueId = 'custom'): void {
  const small = typeof window !== 'undefined' && window.matchMedia?.(OVERLAY_BREAKPOINT).matches
  const autoOpen = settingEnabledOrUnset()
  if (small && autoOpen) {
    playerState.overlayOpen = true
    setTimeout(() => playTracks(tracks, index, queueId), OVERLAY_WAIT_MS)
    return
  }
  playTracks(tracks, index, queueId)
}

function settingEnabledOrUnset(): boolean {
  const value = readSetting<unknown>('player.mobile.auto_open_overlay', undefined)
  return value === undefined || value === null || settingEnabled('player.mobile.auto_open_overlay')
}

/** Whether `trackId` (optionally within `queueId`) is the cued item, and whether it is playing. */
export function usePlayingState(trackId?: number, queueId?: string): { cued: boolean; playing: boolean } {
  const snap = useSnapshot(playerState)
  const item = snap.shuffledQueue[snap.index]
  const cued = !!item && (trackId === undefined || item.id === trackId) && (queueId === undefined || item.groupId === queueId)
  return { cued, playing: cued && snap.playing }
}

/** Toggle when this context is already cued, otherwise start it. */
export function playOrToggle(cued: boolean, tracks: readonly PlayerTrack[], index: number, queueId: string): void {
  if (cued) togglePlay()
  else playWithOverlay(tracks, index, queueId)
}
