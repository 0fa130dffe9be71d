import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import type { Track } from '../../../../shared/contracts/catalogue'
import { playerState, playWithOverlay, seek, usePlayingState } from '../../../player'
import { waveQuery } from '../api'
import { Waveform } from './waveform'

/** The track page's waveform seekbar, driven by the player when this track is cued. */
export function TrackWaveform({ track, queueId }: { track: Track; queueId: string }) {
  const { data } = useQuery(waveQuery(track.id))
  const { cued } = usePlayingState(track.id, queueId)
  const snap = useSnapshot(playerState)
  const bars = data?.waveData ?? []
  if (bars.length === 0) return null
  const duration = cued ? snap.duration : (track.duration ?? 0) / 1000
  const progress = cued && duration > 0 ? snap.position / duration : 0
  return (
    <div className="hidden md:block">
      <Waveform
        bars={bars}
        progress={progress}
        duration={duration}
        onSeek={(fraction) => (cued ? seek(fraction * duration) : playWithOverlay([track], 0, queueId))}
      />
    </div>
  )
}
