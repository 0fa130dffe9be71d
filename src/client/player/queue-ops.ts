import type { QueueItem } from './types'

/** Fisher–Yates on a copy; `random` is injectable so tests can be deterministic. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const tmp = out[i] as T
    out[i] = out[j] as T
    out[j] = tmp
  }
  return out
}

/** §4.3: shuffling keeps the current item first and shuffles the rest. */
export function shuffleKeepingFirst(
  items: readonly QueueItem[],
  current: QueueItem | undefined,
  random?: () => number,
): QueueItem[] {
  if (!current) return shuffled(items, random)
  const rest = items.filter((i) => i.key !== current.key)
  return [current, ...shuffled(rest, random)]
}

export function indexOfKey(items: readonly QueueItem[], key: string | undefined): number {
  return key === undefined ? -1 : items.findIndex((i) => i.key === key)
}

export function insertAt<T>(items: readonly T[], at: number, added: readonly T[]): T[] {
  return [...items.slice(0, at), ...added, ...items.slice(at)]
}

export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const out = items.slice()
  const [moved] = out.splice(from, 1)
  if (moved !== undefined) out.splice(to, 0, moved)
  return out
}
