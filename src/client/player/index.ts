// Public surface of the player: everything outside src/client/player imports from here only.
export { PlayerBar } from './components/lazy-player-bar'
export type { TrackActionsSlot, TrackActionsPlacement, RowSelectionHook, SelectableRowProps } from './components/track-actions'
export { startPlayer } from './setup'
export { toggleShuffle, addAfterCurrent, addToQueue, moveInQueue, clearAddedQueue } from './queue-edits'
export { setVolume, toggleMute, cycleRepeat } from './settings-verbs'
export {
  playerState,
  playTracks,
  togglePlay,
  play,
  pause,
  next,
  previous,
  seek,
  removeFromQueue,
  setQueue,
  currentItem,
  jumpTo,
  applyVolume,
} from './store'
export { setOfflineAvailability, OFFLINE_SKIP_MESSAGE } from './offline-skip'
export { setPlayLogSender, type PlayLogSender } from './play-log'
export { playWithOverlay, playOrToggle, usePlayingState } from './hooks'
export { toQueueItems, trackImage, isLocalSrc as isLocalSource } from './queue-item'
export type { PlayerTrack, QueueItem, RepeatMode } from './types'
export {
  STREAM_QUALITIES, knowsNetworkKind, readQuality, saveQuality, activeStreamChoice, withChoice,
  type NetworkKind, type StreamQuality,
} from './stream-quality'
export { GAIN_MODES, readGainMode, saveGainMode, type GainMode } from './loudness-gain'
export { MAX_CROSSFADE_S, readCrossfade, saveCrossfade } from './gapless'
