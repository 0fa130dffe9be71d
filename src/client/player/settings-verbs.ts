import type { RepeatMode } from './types'
import { applyVolume, currentEngine, playerState } from './store'

/** Volume, mute and repeat: state the engine only mirrors (music-catalog §4.2, §4.5). */
export function setVolume(volume: number): void {
  playerState.volume = Math.round(Math.min(100, Math.max(0, volume)))
  if (playerState.volume > 0 && playerState.muted) toggleMute()
  applyVolume(true)
}

export function toggleMute(): void {
  playerState.muted = !playerState.muted
  currentEngine()?.setMuted(playerState.muted)
}

/** all → one → off → all (§4.2). */
export function cycleRepeat(): void {
  const order: RepeatMode[] = ['all', 'one', 'off']
  playerState.repeat = order[(order.indexOf(playerState.repeat) + 1) % order.length] as RepeatMode
}
