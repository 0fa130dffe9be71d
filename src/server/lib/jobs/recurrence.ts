const DAY_MS = 24 * 60 * 60 * 1000

/** Milliseconds from `now` to the next `hour`:`minute` server time (today's when still ahead, else tomorrow's). */
export function msUntilDaily(now: Date, hour: number, minute: number): number {
  const next = new Date(now)
  next.setHours(hour, minute, 0, 0)
  if (next.getTime() <= now.getTime()) next.setTime(next.getTime() + DAY_MS)
  return next.getTime() - now.getTime()
}
