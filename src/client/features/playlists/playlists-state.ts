/** The pure reorder step: `ids` with the item at `from` moved to `to` (both clamped). */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  const result = ids.slice()
  if (from < 0 || from >= result.length) return result
  const target = Math.max(0, Math.min(to, result.length - 1))
  const [item] = result.splice(from, 1)
  result.splice(target, 0, item as T)
  return result
}
