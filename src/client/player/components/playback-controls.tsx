import { useSnapshot } from 'valtio'
import { IconButton } from '../../ui/icon-button'
import { cn } from '../../lib/cn'
import { next, playerState, previous, togglePlay } from '../store'
import { cycleRepeat } from '../settings-verbs'
import { toggleShuffle } from '../queue-edits'
import { PlayerIcon } from './icons'
import { trans } from '../../stores/session'

const REPEAT_LABEL = { all: 'Repeat all', one: 'Repeat one', off: 'Repeat off' } as const

/** Shuffle, previous, play/pause, next and repeat; shared by the bar and the mobile overlay. */
export function PlaybackControls({ size = 'md', className }: { size?: 'md' | 'lg'; className?: string }) {
  const snap = useSnapshot(playerState)
  const active = 'text-primary hover:text-primary'
  return (
    <div className={cn('flex items-center justify-center gap-1', className)}>
      <IconButton aria-label={trans('Shuffle')} aria-pressed={snap.shuffling} onClick={toggleShuffle} className={cn(snap.shuffling && active)}>
        <PlayerIcon name="shuffle" className="size-5" />
      </IconButton>
      <IconButton aria-label={trans('Previous')} onClick={previous}>
        <PlayerIcon name="previous" />
      </IconButton>
      <IconButton
        aria-label={snap.playing ? trans('Pause') : trans('Play')}
        variant="filled"
        size={size === 'lg' ? 'lg' : 'md'}
        onClick={togglePlay}
      >
        <PlayerIcon name={snap.playing ? 'pause' : 'play'} />
      </IconButton>
      <IconButton aria-label={trans('Next')} onClick={() => void next()}>
        <PlayerIcon name="next" />
      </IconButton>
      <IconButton
        aria-label={REPEAT_LABEL[snap.repeat]}
        aria-pressed={snap.repeat !== 'off'}
        onClick={cycleRepeat}
        className={cn(snap.repeat !== 'off' && active)}
      >
        <PlayerIcon name={snap.repeat === 'one' ? 'repeatOne' : 'repeat'} className="size-5" />
      </IconButton>
    </div>
  )
}
