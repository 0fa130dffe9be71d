import { trans } from '../../../stores/session'
import type { KeyboardEvent, MouseEvent } from 'react'

const WIDTH = 1240
const HEIGHT = 45

/**
 * Waveform seekbar (§4.10): bars `[x, y, width, height]` on a 1240×45 canvas; the played part is tinted.
 * Clicking seeks to that percent; arrow keys step 10 s via the slider role.
 */
export function Waveform({
  bars,
  progress,
  duration,
  onSeek,
}: {
  bars: readonly (readonly number[])[]
  progress: number
  duration: number
  onSeek: (fraction: number) => void
}) {
  const click = (e: MouseEvent<SVGSVGElement>) => {
    const rect = e.currentTarget.getBoundingClientRect()
    onSeek(Math.min(1, Math.max(0, (e.clientX - rect.left) / rect.width)))
  }
  const key = (e: KeyboardEvent<SVGSVGElement>) => {
    const step = duration > 0 ? 10 / duration : 0.05
    if (e.key === 'ArrowRight') onSeek(Math.min(1, progress + step))
    else if (e.key === 'ArrowLeft') onSeek(Math.max(0, progress - step))
    else return
    e.preventDefault()
  }
  const cut = progress * WIDTH
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="slider"
      tabIndex={0}
      aria-label={trans('Seek')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      onClick={click}
      onKeyDown={key}
      className="h-16 w-full cursor-pointer"
    >
      {bars.map(([x = 0, y = 0, w = 3, h = 1], i) => (
        <rect key={i} x={x} y={y} width={w} height={h} className={x < cut ? 'fill-primary' : 'fill-muted/40'} />
      ))}
    </svg>
  )
}
