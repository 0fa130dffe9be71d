import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { Slider } from '../../ui/slider'
import { cn } from '../../lib/cn'
import { beginSeek, commitSeek, playerState } from '../store'
import { formatSeconds } from '../../../shared/lib/format-duration'
import { trans } from '../../stores/session'

/**
 * Seek slider: pointer drags pause and hold auto-next until release (§4.1); arrow keys seek at once
 * (the native range input gives Home/End/PageUp/PageDown for free).
 */
export function SeekBar({ className }: { className?: string }) {
  const snap = useSnapshot(playerState)
  const [drag, setDrag] = useState<number | null>(null)
  const max = Math.max(1, Math.round(snap.duration))
  const value = drag ?? Math.min(snap.position, max)
  const release = () => {
    if (drag !== null) commitSeek(drag)
    setDrag(null)
  }
  return (
    <div className={cn('flex items-center gap-2 text-xs text-muted tabular-nums', className)}>
      <span className="w-10 text-right">{formatSeconds(value)}</span>
      <Slider
        aria-label={trans('Seek')}
        aria-valuetext={trans(':position of :duration', { position: formatSeconds(value), duration: formatSeconds(snap.duration) })}
        min={0}
        max={max}
        value={value}
        onPointerDown={() => {
          beginSeek()
          setDrag(playerState.position)
        }}
        onPointerUp={release}
        onPointerCancel={release}
        onChange={(v) => (drag !== null ? setDrag(v) : commitSeek(v))}
      />
      <span className="w-10">{formatSeconds(snap.duration)}</span>
    </div>
  )
}
