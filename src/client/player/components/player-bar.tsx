import { lazy, Suspense } from 'react'
import { createPortal } from 'react-dom'
import { useSnapshot } from 'valtio'
import { IconButton } from '../../ui/icon-button'
import { Link } from '@tanstack/react-router'
import { cn } from '../../lib/cn'
import { settingEnabled } from '../../stores/settings'
import { playerState, togglePlay } from '../store'
import { PlayerIcon } from './icons'
import { NowPlaying } from './now-playing'
import { PlaybackControls } from './playback-controls'
import { SeekBar } from './seek-bar'
import { VolumeControl } from './volume-control'
import { QueuePanel } from './queue-panel'
import { VideoButton, VideoPanel } from './video-panel'
import { TrackActions, type RowSelectionHook, type TrackActionsSlot } from './track-actions'
import { trans } from '../../stores/session'

// The video engine takes the video surface from here (source-engine.ts): the surface then stays in this
// chunk, which is loaded whenever something plays, instead of becoming a chunk of its own.
export { fillSurface, setSurface } from '../video-surface'

const FullscreenOverlay = lazy(() => import('./fullscreen-overlay').then((m) => ({ default: m.FullscreenOverlay })))

/**
 * The persistent player bar. The root layout renders it once beside the outlet (through
 * lazy-player-bar.tsx, which starts the player), so route changes never re-create it; it only reads the
 * store and calls verbs.
 */
export function PlayerBar({ trackActions, rowSelection }: { trackActions?: TrackActionsSlot; rowSelection?: RowSelectionHook }) {
  const snap = useSnapshot(playerState)
  const item = snap.shuffledQueue[snap.index]
  if (!item) return null
  return (
    <>
      <section
        aria-label={trans('Player')}
        className="border-t border-border bg-bg"
        data-testid="player-bar"
      >
        <div className="hidden h-20 grid-cols-[1fr_2fr_1fr] items-center gap-4 px-4 md:grid">
          <div className="flex min-w-0 items-center gap-1">
            <NowPlaying />
            <TrackActions slot={trackActions} track={item.meta} placement="bar" />
          </div>
          <div className="flex flex-col gap-1">
            <PlaybackControls />
            <SeekBar />
          </div>
          <div className="flex items-center justify-end gap-2">
            {!settingEnabled('player.hide_lyrics') && (
              <Link to="/lyrics" aria-label={trans('Lyrics')} className="grid size-10 place-items-center rounded-full text-muted hover:bg-chip hover:text-fg">
                <PlayerIcon name="lyrics" className="size-5" />
              </Link>
            )}
            <VideoButton />
            {!settingEnabled('player.hide_queue') && <IconButton
              aria-label={trans('Queue')}
              aria-pressed={snap.queueOpen}
              onClick={() => (playerState.queueOpen = !playerState.queueOpen)}
              className={cn(snap.queueOpen && 'text-primary')}
            >
              <PlayerIcon name="queue" className="size-5" />
            </IconButton>}
            <VolumeControl />
          </div>
        </div>
        <MobileBar trackActions={trackActions} />
      </section>
      <VideoPanel />
      {/* Portalled: the player slot is its own stacking context, and these must cover the navbar. */}
      {snap.queueOpen && createPortal(<QueuePanel trackActions={trackActions} rowSelection={rowSelection} />, document.body)}
      {snap.overlayOpen &&
        createPortal(
          <Suspense fallback={null}>
            <FullscreenOverlay trackActions={trackActions} />
          </Suspense>,
          document.body,
        )}
    </>
  )
}

/** ≤768 px: a compact row; tapping the track opens the full-screen overlay (§4.15). */
function MobileBar({ trackActions }: { trackActions?: TrackActionsSlot }) {
  const snap = useSnapshot(playerState)
  const item = snap.shuffledQueue[snap.index]
  const progress = snap.duration > 0 ? (snap.position / snap.duration) * 100 : 0
  return (
    <div className="md:hidden">
      <div className="h-0.5 bg-chip">
        <div className="h-full bg-primary" style={{ width: `${progress}%` }} />
      </div>
      <div className="flex h-14 items-center gap-2 px-3">
        {/* The name starts with the visible text (WCAG 2.5.3, axe label-content-name-mismatch); the
            sr-only tail says what the button does. */}
        <button type="button" className="min-w-0 flex-1 text-left" onClick={() => (playerState.overlayOpen = true)}>
          <span className="block truncate text-sm font-medium">{item?.meta.name}</span>
          <span className="block truncate text-xs text-muted">{item?.meta.artists?.map((a) => a.name).join(', ')}</span>
          <span className="sr-only">{trans(', open player')}</span>
        </button>
        {item && <TrackActions slot={trackActions} track={item.meta} placement="mini" />}
        <VideoButton />
        <IconButton aria-label={snap.playing ? trans('Pause') : trans('Play')} onClick={togglePlay}>
          <PlayerIcon name={snap.playing ? 'pause' : 'play'} />
        </IconButton>
      </div>
    </div>
  )
}
