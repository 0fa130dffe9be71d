import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { IconButton } from '../../ui/icon-button'
import { playerState } from '../store'
import { trackImage } from '../queue-item'
import { PlayerIcon } from './icons'
import { PlaybackControls } from './playback-controls'
import { SeekBar } from './seek-bar'
import { TrackActions, type TrackActionsSlot } from './track-actions'
import { trans } from '../../stores/session'

/** Full-screen player for viewports ≤768 px (§4.15); a modal dialog that Escape closes. */
export function FullscreenOverlay({ trackActions }: { trackActions?: TrackActionsSlot }) {
  const snap = useSnapshot(playerState)
  const closeRef = useRef<HTMLButtonElement>(null)
  const item = snap.shuffledQueue[snap.index]
  const close = () => (playerState.overlayOpen = false)
  useEffect(() => {
    closeRef.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  if (!item) return null
  const image = trackImage(item.meta)
  return (
    <div role="dialog" aria-modal="true" aria-label={trans('Now playing')} className="fixed inset-0 z-50 flex flex-col bg-bg p-6">
      <div className="flex items-center justify-between">
        <IconButton ref={closeRef} aria-label={trans('Close player')} onClick={close}>
          <PlayerIcon name="chevronDown" />
        </IconButton>
        <IconButton
          aria-label={trans('Queue')}
          onClick={() => {
            playerState.queueOpen = true
            close()
          }}
        >
          <PlayerIcon name="queue" className="size-5" />
        </IconButton>
      </div>
      <div className="flex flex-1 items-center justify-center py-6">
        {image ? (
          <img src={image} alt="" className="aspect-square w-full max-w-sm rounded-lg object-cover shadow-lg" />
        ) : (
          <div className="grid aspect-square w-full max-w-sm place-items-center rounded-lg bg-chip">
            <PlayerIcon name="music" className="size-24 text-muted" />
          </div>
        )}
      </div>
      <div className="mb-4 flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xl font-semibold">{item.meta.name}</p>
          <p className="truncate text-muted">{item.meta.artists?.map((a) => a.name).join(', ')}</p>
        </div>
        <TrackActions slot={trackActions} track={item.meta} placement="overlay" />
      </div>
      <SeekBar className="mb-4" />
      <PlaybackControls size="lg" className="mb-6 gap-4" />
    </div>
  )
}
