import { subscribe } from 'valtio'
import { playerState, setQueue } from './store'
import type { QueueItem, RepeatMode } from './types'

const PREFIX = 'player.web-player.'
const QUEUE_LIMIT = 15
const THROTTLE_MS = 1000
const REPEAT_MODES: RepeatMode[] = ['all', 'one', 'off']

function read<T>(storage: Storage, key: string): T | undefined {
  try {
    const raw = storage.getItem(PREFIX + key)
    return raw === null ? undefined : (JSON.parse(raw) as T)
  } catch {
    return undefined
  }
}

function isQueueItem(value: unknown): value is QueueItem {
  const v = value as QueueItem
  return typeof v === 'object' && v !== null && typeof v.id === 'number' && typeof v.key === 'string' && typeof v.src === 'string'
}

/** Writes the whitelisted state of music-catalog §4.5; nothing else is persisted. */
export function savePlayerState(storage: Storage = localStorage): void {
  const cued = playerState.shuffledQueue[playerState.index]
  const entries: Record<string, unknown> = {
    volume: playerState.volume,
    muted: playerState.muted,
    repeat: playerState.repeat,
    shuffling: playerState.shuffling,
    queue: playerState.originalQueue.slice(0, QUEUE_LIMIT),
    cuedMediaId: cued?.id ?? null,
  }
  try {
    for (const [key, value] of Object.entries(entries)) storage.setItem(PREFIX + key, JSON.stringify(value))
  } catch {
    // Quota or privacy mode: persistence is best effort.
  }
}

/** Restores the saved state with the saved item cued, never playing (§4.5). */
export function restorePlayerState(defaultVolume: number, storage: Storage = localStorage): void {
  const volume = read<number>(storage, 'volume')
  playerState.volume = typeof volume === 'number' && volume >= 0 && volume <= 100 ? volume : defaultVolume
  playerState.muted = read<boolean>(storage, 'muted') === true
  const repeat = read<RepeatMode>(storage, 'repeat')
  if (repeat && REPEAT_MODES.includes(repeat)) playerState.repeat = repeat
  playerState.shuffling = read<boolean>(storage, 'shuffling') === true
  const queue = (read<unknown[]>(storage, 'queue') ?? []).filter(isQueueItem)
  if (queue.length === 0) return
  const cuedId = read<number>(storage, 'cuedMediaId')
  const index = Math.max(0, queue.findIndex((item) => item.id === cuedId))
  setQueue(queue, index)
}

/** Persists on change, at most once a second, plus once when the page is hidden. Returns a disposer. */
export function startPersisting(storage: Storage = localStorage): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  const flush = () => {
    timer = null
    savePlayerState(storage)
  }
  const unsubscribe = subscribe(playerState, () => {
    timer ??= setTimeout(flush, THROTTLE_MS)
  })
  const onHide = () => document.visibilityState === 'hidden' && flush()
  document.addEventListener('visibilitychange', onHide)
  return () => {
    unsubscribe()
    document.removeEventListener('visibilitychange', onHide)
    if (timer) clearTimeout(timer)
  }
}
