import { useEffect, useRef } from 'react'
import type { LyricLine } from '../../../../shared/contracts/lyrics'
import { cn } from '../../../lib/cn'

/** Lyrics sync tolerance in seconds (music-catalog §4.14). */
export const LYRICS_SYNC_TOLERANCE = 12

/** Sync is off when the lyric's stored duration and the media duration differ by more than 12 s. */
export function isSyncUsable(isSynced: boolean, lyricDuration: number | null, mediaDuration: number): boolean {
  if (!isSynced) return false
  if (lyricDuration === null || !mediaDuration) return true
  return Math.abs(lyricDuration - mediaDuration) <= LYRICS_SYNC_TOLERANCE
}

/** Index of the line with time ≤ position < next line's time, or -1 before the first line. */
export function activeLineIndex(lines: readonly LyricLine[], position: number): number {
  let active = -1
  for (let i = 0; i < lines.length; i++) {
    const time = lines[i]?.time
    if (time === undefined) continue
    if (time <= position) active = i
    else break
  }
  return active
}

export function LyricsView({ lines, synced, position }: { lines: readonly LyricLine[]; synced: boolean; position: number }) {
  const active = synced ? activeLineIndex(lines, position) : -1
  const activeRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    // Auto-scroll keeps the highlighted line in the middle of the view.
    activeRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
  }, [active])
  return (
    <div className="space-y-3 text-xl leading-relaxed font-semibold md:text-2xl" aria-live="off">
      {lines.map((line, i) => (
        <p
          key={i}
          ref={i === active ? activeRef : undefined}
          aria-current={i === active ? 'true' : undefined}
          className={cn(synced && (i === active ? 'text-fg' : 'text-muted/70'), !line.text && 'h-4')}
        >
          {line.text}
        </p>
      ))}
    </div>
  )
}
