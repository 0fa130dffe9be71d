/** Seconds as m:ss (or h:mm:ss); player positions are seconds, catalogue durations are ms. */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`
}

export function formatMs(ms: number | null | undefined): string {
  return formatSeconds((ms ?? 0) / 1000)
}
