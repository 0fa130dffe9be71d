import { useEffect, useRef } from 'react'
import type { LyricLine } from '../../../../shared/contracts/lyrics'
import { cn } from '../../../lib/cn'
import { trans } from '../../../stores/session'
import { useActiveLyricLine } from '../hooks/use-active-lyric-line'

/** Lyrics sync tolerance in seconds (music-catalog §4.14). */
export const LYRICS_SYNC_TOLERANCE = 12

/** Sync is off when the lyric's stored duration and the media duration differ by more than 12 s. */
export function isSyncUsable(isSynced: boolean, lyricDuration: number | null, mediaDuration: number): boolean {
  if (!isSynced) return false
  if (lyricDuration === null || !mediaDuration) return true
  return Math.abs(lyricDuration - mediaDuration) <= LYRICS_SYNC_TOLERANCE
}

interface Props {
  lines: readonly LyricLine[]
  /** Timed lines that follow the player: the current one is highlighted and a line seeks there. */
  synced: boolean
  onSeek?: (seconds: number) => void
}

export function LyricsView({ lines, synced, onSeek }: Props) {
  const active = useActiveLyricLine(lines, synced)
  const activeRef = useRef<HTMLElement | null>(null)
  useEffect(() => {
    // Auto-scroll keeps the highlighted line in the middle of the view.
    if (active >= 0) activeRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
  }, [active])
  return (
    <div className="space-y-3 text-xl leading-relaxed font-semibold md:text-2xl" aria-live="off">
      {lines.map((line, i) => {
        const current = i === active
        const className = cn(synced && (current ? 'text-fg' : 'text-muted/70'), !line.text && 'h-4')
        const ref = current ? (el: HTMLElement | null) => void (activeRef.current = el) : undefined
        const time = line.time
        if (!synced || time === undefined || !onSeek || !line.text) {
          return <p key={i} ref={ref} aria-current={current ? 'true' : undefined} className={className}>{line.text}</p>
        }
        // A button per line: click and Enter seek there, and screen readers announce it as an action.
        return (
          <p key={i}>
            <button type="button" ref={ref} aria-current={current ? 'true' : undefined} title={trans('Play from here')}
              onClick={() => onSeek(time)} className={cn(className, 'block w-full text-left hover:text-fg focus-visible:outline-2 focus-visible:outline-focus')}>
              {line.text}
            </button>
          </p>
        )
      })}
    </div>
  )
}
