import { useLayoutEffect, useMemo } from 'react'
import { createPortal } from 'react-dom'
import { useSnapshot } from 'valtio'
import { IconButton } from '../../ui/icon-button'
import { cn } from '../../lib/cn'
import { settingEnabled } from '../../stores/settings'
import { trans } from '../../stores/session'
import { placeSurface, surfaceHost, videoState } from '../video-surface'
import { PlayerIcon } from './icons'

const PANEL = 'z-40 rounded-lg border border-border bg-bg shadow-lg'

/**
 * The video panel (music-catalog §4.1 video, HLS, DASH and YouTube sources): shows the video surface
 * (video-surface.ts) above the player bar while such a track is cued. `player.hide_video` never shows
 * it (the sound plays on); the video button (and the panel's close button) toggle it unless
 * `player.hide_video_button`, when it simply follows the track.
 */
export function VideoPanel() {
  const { surface, panelOpen } = useSnapshot(videoState)
  const pictureOff = settingEnabled('player.hide_video')
  const toggleable = !settingEnabled('player.hide_video_button')
  const shown = surface !== 'none' && !pictureOff && (panelOpen || !toggleable)
  const chrome = useMemo(() => document.createElement('div'), [])
  useLayoutEffect(() => {
    if (surface === 'none') {
      surfaceHost().host.removeAttribute('role')
      return placeSurface(null)
    }
    const { host } = surfaceHost()
    host.prepend(chrome)
    // Off-screen (closed, or hide_video) it is no landmark and takes no focus; the sound plays on.
    if (shown) {
      host.setAttribute('role', 'region')
      host.setAttribute('aria-label', trans('Video'))
    } else {
      host.removeAttribute('role')
      host.removeAttribute('aria-label')
    }
    placeSurface(shown ? PANEL : null)
    host.toggleAttribute('inert', !shown)
  }, [surface, shown, chrome])
  useLayoutEffect(() => () => placeSurface(null), [])
  if (!shown) return null
  return createPortal(
    <div className="flex items-center justify-between gap-2 px-3 py-1">
      <h2 className="text-sm font-semibold">{trans('Video')}</h2>
      {toggleable && (
        <IconButton aria-label={trans('Close video')} onClick={() => (videoState.panelOpen = false)}>
          <PlayerIcon name="close" className="size-5" />
        </IconButton>
      )}
    </div>,
    chrome,
  )
}

/** The player bar's video button: shown while a video source is cued, unless the settings hide it. */
export function VideoButton({ className }: { className?: string }) {
  const { surface, panelOpen } = useSnapshot(videoState)
  if (surface === 'none' || settingEnabled('player.hide_video') || settingEnabled('player.hide_video_button')) return null
  return (
    <IconButton
      aria-label={trans('Video')}
      aria-pressed={panelOpen}
      onClick={() => (videoState.panelOpen = !videoState.panelOpen)}
      className={cn(panelOpen && 'text-primary', className)}
    >
      <PlayerIcon name="video" className="size-5" />
    </IconButton>
  )
}
