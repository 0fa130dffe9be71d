import { proxy } from 'valtio'
import type { EngineEvent, PlaybackEngine, PlayerTrack, QueueItem, RepeatMode } from './types'
import { toQueueItems } from './queue-item'
import { indexOfKey, shuffled, shuffleKeepingFirst } from './queue-ops'
import { nextPlayableOffline, OFFLINE_SKIP_MESSAGE, unplayableOffline } from './offline-skip'
import { effectiveVolume } from './loudness-gain'
import { forgetPreload, preloadFor, streamOf, tellPreload, upcomingIndexOf } from './auto-next'

export const NO_PLAYBACK_MESSAGE = 'Your current plan does not allow music playback'
const CUE_TIMEOUT_MS = 3000
const MAX_FAILURES = 3
/** Said when the player gives up after MAX_FAILURES tracks in a row failed (§4.1), instead of going quiet. */
export const GAVE_UP_MESSAGE = 'Playback stopped: 3 tracks in a row could not be played'
/**
 * A track counts as playing (and clears the failure count) once its position moved this far past where
 * it started: a `play` event alone is not proof, since an element may start and fail a moment later.
 */
const PROGRESS_PROOF_S = 0.5

/** The single source of truth of playback (music-catalog §4). UI and engine only read it or call verbs. */
export const playerState = proxy({
  originalQueue: [] as QueueItem[],
  shuffledQueue: [] as QueueItem[],
  /** Index of the cued item in `shuffledQueue`; -1 when nothing is cued. */
  index: -1,
  // music-catalog §4.2: `all` is the default (issue 28 asked for off; the spec wins, decision 0028).
  repeat: 'all' as RepeatMode,
  shuffling: false,
  volume: 30,
  muted: false,
  playing: false,
  loading: false,
  seeking: false,
  position: 0,
  duration: 0,
  queueOpen: false,
  overlayOpen: false,
})

export interface PlayerDeps {
  engine: PlaybackEngine
  /** POST player/tracks: the next page of `queueId` after `lastTrackId` (§4.1). */
  fetchMore: (queueId: string, lastTrackId: number) => Promise<PlayerTrack[]>
  logPlay: (trackId: number, queueId: string) => void
  /** music.play (or admin) for the user, or for the guest role (§4.7). */
  canPlay: () => boolean
  notify: (message: string) => void
  random?: () => number
}

let deps: PlayerDeps | null = null

/** The configured engine, for verbs that only forward a setting to it. */
export const currentEngine = (): PlaybackEngine | undefined => deps?.engine

/** The configured shuffle source (tests inject a seeded one). */
export const randomSource = (): (() => number) | undefined => deps?.random
let unsubscribeEngine: (() => void) | null = null
let loadedKey: string | null = null
let pendingAutoplay = false
let cueTimer: ReturnType<typeof setTimeout> | null = null
let failures = 0
/** The position the current item must pass before it counts as playing (see PROGRESS_PROOF_S). */
let progressFloor = 0
let resumeAfterSeek = false
const loggedIds = new Set<number>()
let appliedVolume: number | null = null
const exhaustedQueues = new Set<string>()

export function configurePlayer(next: PlayerDeps): void {
  unsubscribeEngine?.()
  deps = next
  loadedKey = null
  forgetPreload()
  applyVolume(true)
  next.engine.setMuted(playerState.muted)
  unsubscribeEngine = next.engine.on(handleEngineEvent)
}

export const currentItem = (): QueueItem | undefined => playerState.shuffledQueue[playerState.index]

/** Replaces the queue and plays `items[startIndex]`; while shuffling that item stays first (§4.3). */
export function playTracks(tracks: readonly PlayerTrack[], startIndex = 0, queueId = 'custom'): void {
  const items = toQueueItems(tracks, queueId)
  exhaustedQueues.delete(queueId)
  failures = 0
  setQueue(items, startIndex)
  cue(true)
}

/** Sets the queue without playing (restore on reload, embeds): the item is cued, not started. */
export function setQueue(items: QueueItem[], startIndex = 0): void {
  const start = items[Math.min(Math.max(startIndex, 0), items.length - 1)]
  playerState.originalQueue = items
  playerState.shuffledQueue = playerState.shuffling ? shuffleKeepingFirst(items, start, deps?.random) : items.slice()
  playerState.index = start ? indexOfKey(playerState.shuffledQueue, start.key) : -1
  playerState.position = start?.initialTime ?? 0
  playerState.duration = (start?.meta.duration ?? 0) / 1000
  playerState.playing = false
  loadedKey = null
}

export function play(): void {
  const item = currentItem()
  if (!item || !deps) return
  if (!deps.canPlay()) return refusePlayback()
  if (loadedKey !== item.key) return cue(true)
  deps.engine.play()
}

export function pause(): void {
  pendingAutoplay = false
  deps?.engine.pause()
  playerState.playing = false
}

export function togglePlay(): void {
  if (playerState.playing || pendingAutoplay) pause()
  else play()
}

export function stop(): void {
  pendingAutoplay = false
  deps?.engine.stop()
  playerState.playing = false
  playerState.position = 0
}

/** Manual next and end-of-track share these rules; repeat one replays (§4.2). */
export async function next(): Promise<void> {
  if (playerState.repeat === 'one') return replay()
  const { index, shuffledQueue } = playerState
  if (index < shuffledQueue.length - 1) return jumpTo(index + 1)
  if (await loadMore()) return jumpTo(index + 1)
  if (playerState.repeat === 'all' && shuffledQueue.length > 0) return jumpTo(0)
  // Repeat off (§4.2): stop at the end; the last item stays cued and paused.
  pause()
}

export function previous(): void {
  if (playerState.repeat === 'one') return replay()
  const { index, shuffledQueue } = playerState
  if (index > 0) return jumpTo(index - 1)
  if (playerState.repeat === 'all' && shuffledQueue.length > 1) return jumpTo(shuffledQueue.length - 1)
  replay()
}

/** Plays the queue entry at `index` of the visible (shuffled) queue. */
export function jumpTo(index: number): void {
  if (index < 0 || index >= playerState.shuffledQueue.length) return
  playerState.index = index
  const item = currentItem()
  playerState.position = item?.initialTime ?? 0
  playerState.duration = (item?.meta.duration ?? 0) / 1000
  cue(true)
}

export function seek(seconds: number): void {
  const clamped = Math.max(0, playerState.duration ? Math.min(seconds, playerState.duration) : seconds)
  playerState.position = clamped
  progressFloor = clamped + PROGRESS_PROOF_S
  deps?.engine.seek(clamped)
}

/** Seekbar drag start: pause while seeking (§4.1) and suppress auto-next until the seek is committed. */
export function beginSeek(): void {
  if (playerState.seeking) return
  playerState.seeking = true
  resumeAfterSeek = playerState.playing
  if (resumeAfterSeek) pause()
}

export function commitSeek(seconds: number): void {
  seek(seconds)
  playerState.seeking = false
  if (resumeAfterSeek) play()
  resumeAfterSeek = false
}

export function removeFromQueue(key: string): void {
  const current = currentItem()
  playerState.originalQueue = playerState.originalQueue.filter((i) => i.key !== key)
  playerState.shuffledQueue = playerState.shuffledQueue.filter((i) => i.key !== key)
  if (current && current.key !== key) {
    playerState.index = indexOfKey(playerState.shuffledQueue, current.key)
    return
  }
  const wasPlaying = playerState.playing
  stop()
  loadedKey = null
  playerState.index = Math.min(playerState.index, playerState.shuffledQueue.length - 1)
  if (wasPlaying && playerState.index >= 0) cue(true)
}
function replay(): void {
  if (!currentItem()) return
  seek(0)
  play()
}

function refusePlayback(): void {
  pause()
  deps?.notify(NO_PLAYBACK_MESSAGE)
}

/** Loads the cued item; playback starts on `loaded` or after the 3 s cue timeout, whichever is first. */
function cue(autoplay: boolean): void {
  const item = currentItem()
  if (!item || !deps) return
  if (autoplay && !deps.canPlay()) return refusePlayback()
  if (!item.src) return void failed()
  if (autoplay && unplayableOffline(item)) {
    // Offline without a saved copy: say so and go on to the next saved item, else stop.
    deps.notify(OFFLINE_SKIP_MESSAGE)
    const target = nextPlayableOffline(playerState.shuffledQueue, playerState.index, playerState.repeat)
    return target === undefined ? pause() : jumpTo(target)
  }
  loadedKey = item.key
  playerState.loading = true
  pendingAutoplay = autoplay
  const source = streamOf(item.src, item)
  deps.engine.load(source.src, source.format, item.provider, item.meta)
  // A load drops what the engine had preloaded: the next play or tick names the next item again.
  forgetPreload()
  applyVolume()
  if (cueTimer) clearTimeout(cueTimer)
  cueTimer = autoplay ? setTimeout(startPending, CUE_TIMEOUT_MS) : null
}

/** The listener's volume times the cued track's ReplayGain (loudness-gain.ts); told to the engine only on a change. */
export function applyVolume(force = false): void {
  if (!deps) return
  const volume = effectiveVolume(playerState.volume, currentItem()?.meta.loudness)
  if (!force && volume === appliedVolume) return
  appliedVolume = volume
  deps.engine.setVolume(volume)
}

function startPending(): void {
  if (cueTimer) clearTimeout(cueTimer)
  cueTimer = null
  if (!pendingAutoplay) return
  pendingAutoplay = false
  deps?.engine.play()
}

/** Appends the next page of the current queue id (§4.1); false when nothing more exists. */
async function loadMore(): Promise<boolean> {
  const last = playerState.originalQueue[playerState.originalQueue.length - 1]
  const groupId = last?.groupId
  if (!deps || !last || !groupId || groupId === 'custom' || exhaustedQueues.has(groupId)) return false
  let tracks: PlayerTrack[]
  try {
    tracks = await deps.fetchMore(groupId, last.id)
  } catch {
    // A queue id the server cannot page (or a failed request) is not asked again for this queue.
    exhaustedQueues.add(groupId)
    return false
  }
  if (tracks.length === 0) {
    exhaustedQueues.add(groupId)
    return false
  }
  const items = toQueueItems(tracks, groupId)
  playerState.originalQueue = [...playerState.originalQueue, ...items]
  const added = playerState.shuffling ? shuffled(items, deps.random) : items
  playerState.shuffledQueue = [...playerState.shuffledQueue, ...added]
  return true
}

/** §4.1 / §4.13: a failed or unplayable item is skipped; 3 consecutive failures give up. */
function failed(): void {
  failures += 1
  playerState.loading = false
  if (failures >= MAX_FAILURES) {
    failures = 0
    pause()
    deps?.notify(GAVE_UP_MESSAGE)
    return
  }
  void next()
}

/** The index auto-next (`next()`) would go to when the cued item ends, when that needs no request (auto-next.ts). */
export const upcomingIndex = (): number | undefined => upcomingIndexOf(playerState, exhaustedQueues)

/** Tells the engine which item to keep loaded for a gapless start (decision 0030): the upcoming one in the shuffled order. */
function syncPreload(): void {
  if (!deps) return
  const at = upcomingIndex()
  tellPreload(deps.engine, preloadFor(at === undefined ? undefined : playerState.shuffledQueue[at], playerState.volume, deps.canPlay))
}

/** The preloaded item took over at the end of the current one: the store follows without a load. */
function advanceTo(key: string, duration: number, ended: QueueItem | undefined): void {
  failures = 0
  // The outgoing track played to its end: it may be logged again next time (§4.7).
  if (ended) loggedIds.delete(ended.id)
  forgetPreload()
  const at = indexOfKey(playerState.shuffledQueue, key)
  if (at < 0) {
    // Removed from the queue in the instant of the handover: go on by the ordinary rules.
    void next()
    return
  }
  playerState.index = at
  loadedKey = key
  pendingAutoplay = false
  const item = currentItem()
  playerState.position = 0
  playerState.duration = duration > 0 ? duration : (item?.meta.duration ?? 0) / 1000
  playerState.loading = false
  progressFloor = PROGRESS_PROOF_S
  // The engine already gave the new sound this volume (or is fading it in to it).
  appliedVolume = effectiveVolume(playerState.volume, item?.meta.loudness)
}

function handleEngineEvent(event: EngineEvent): void {
  const item = currentItem()
  switch (event.type) {
    case 'loaded':
      playerState.loading = false
      if (event.duration > 0) playerState.duration = event.duration
      startPending()
      return
    case 'play':
      if (deps && !deps.canPlay()) return refusePlayback()
      progressFloor = playerState.position + PROGRESS_PROOF_S
      playerState.playing = true
      playerState.loading = false
      if (item && !loggedIds.has(item.id)) {
        loggedIds.add(item.id)
        deps?.logPlay(item.id, item.groupId)
      }
      syncPreload()
      return
    case 'pause':
      playerState.playing = false
      return
    case 'timeupdate':
      if (!playerState.seeking) playerState.position = event.position
      if (playerState.playing && !playerState.seeking && event.position >= progressFloor) failures = 0
      if (event.duration > 0) playerState.duration = event.duration
      // The queue, repeat mode or shuffle may have changed since: the preloaded item follows.
      if (playerState.playing) syncPreload()
      return
    case 'advance':
      advanceTo(event.key, event.duration, item)
      return
    case 'end':
      failures = 0
      playerState.playing = false
      // A track that played to the end may be logged again next time (§4.7).
      if (item) loggedIds.delete(item.id)
      if (playerState.seeking) return
      void next()
      return
    case 'error':
      failed()
  }
}

/** Test helper and logout hook: forget the queue and all module state. */
export function resetPlayer(): void {
  pause()
  Object.assign(playerState, { originalQueue: [], shuffledQueue: [], index: -1, repeat: 'all', shuffling: false, position: 0 })
  Object.assign(playerState, { duration: 0, seeking: false, loading: false, volume: 30, muted: false })
  ;[loadedKey, failures] = [null, 0]
  forgetPreload()
  loggedIds.clear()
  exhaustedQueues.clear()
}
