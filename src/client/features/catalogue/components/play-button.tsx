import { playOrToggle, usePlayingState, type PlayerTrack } from '../../../player'
import { cn } from '../../../lib/cn'
import { trans } from '../../../stores/session'

const PLAY = 'M8 5v14l11-7z'
const PAUSE = 'M6 19h4V5H6v14zm8-14v14h4V5h-4z'

/**
 * Plays `tracks` from `index` under `queueId`, or toggles when that context is already cued.
 * The accessible name is "Play <label>" / "Pause <label>".
 */
export function PlayButton({
  tracks,
  index = 0,
  queueId,
  label,
  variant = 'icon',
  className,
}: {
  tracks: readonly PlayerTrack[]
  index?: number
  queueId: string
  label?: string
  variant?: 'icon' | 'big'
  className?: string
}) {
  const trackId = variant === 'icon' ? tracks[index]?.id : undefined
  const { cued, playing } = usePlayingState(trackId, queueId)
  const name = `${playing ? 'Pause' : 'Play'}${label ? ` ${label}` : ''}`
  const icon = (
    <svg viewBox="0 0 24 24" className={variant === 'big' ? 'size-6' : 'size-5'} fill="currentColor" aria-hidden="true">
      <path d={playing ? PAUSE : PLAY} />
    </svg>
  )
  return (
    <button
      type="button"
      aria-label={variant === 'icon' ? name : undefined}
      disabled={tracks.length === 0}
      onClick={() => playOrToggle(cued, tracks, index, queueId)}
      className={cn(
        variant === 'big'
          ? 'inline-flex h-12 items-center gap-2 rounded-full bg-primary px-7 font-semibold text-on-primary hover:brightness-110 disabled:opacity-50'
          : 'grid size-8 place-items-center rounded-full text-fg hover:bg-chip',
        className,
      )}
    >
      {icon}
      {variant === 'big' && (playing ? trans('Pause') : trans('Play'))}
    </button>
  )
}
