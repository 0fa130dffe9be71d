/** Seeded PRNG (mulberry32): the demo catalogue must come out identical on every run. */
export type Random = () => number

export function createRandom(seed: number): Random {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A stable 32-bit seed from a string, so each entity gets its own stream (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

export const intBetween = (rand: Random, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1))

export function pick<T>(rand: Random, list: readonly T[]): T {
  if (list.length === 0) throw new Error('pick from an empty list')
  return list[Math.floor(rand() * list.length)] as T
}

/** Fisher-Yates on a copy. */
export function shuffled<T>(rand: Random, list: readonly T[]): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

/** Weighted choice: `weights[i]` ≥ 0, at least one positive. */
export function pickWeighted<T>(rand: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((s, w) => s + w, 0)
  let r = rand() * total
  for (let i = 0; i < items.length; i++) {
    r -= weights[i] ?? 0
    if (r < 0) return items[i] as T
  }
  return items[items.length - 1] as T
}
