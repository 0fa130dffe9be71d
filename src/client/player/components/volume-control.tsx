import { useSnapshot } from 'valtio'
import { IconButton } from '../../ui/icon-button'
import { Slider } from '../../ui/slider'
import { playerState } from '../store'
import { setVolume, toggleMute } from '../settings-verbs'
import { PlayerIcon } from './icons'
import { trans } from '../../stores/session'

export function VolumeControl() {
  const snap = useSnapshot(playerState)
  const silent = snap.muted || snap.volume === 0
  return (
    <div className="flex w-36 items-center gap-1">
      <IconButton aria-label={snap.muted ? trans('Unmute') : trans('Mute')} aria-pressed={snap.muted} onClick={toggleMute} size="sm">
        <PlayerIcon name={silent ? 'mute' : 'volume'} className="size-5" />
      </IconButton>
      <Slider aria-label={trans('Volume')} min={0} max={100} value={snap.muted ? 0 : snap.volume} onChange={setVolume} />
    </div>
  )
}
