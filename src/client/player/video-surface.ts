// Where a video source is shown (music-catalog §4.1 providers htmlVideo, hls, dash, youtube). The video
// engine (video-engine.ts, loaded when such a track starts) puts its <video> element or YouTube's player
// into one host element that stays in <body> for the page's life: a YouTube iframe reloads when it is
// moved, so the panel never moves it; the video panel (components/video-panel.tsx) only shows the host
// as a panel or keeps it off-screen (closed, or `player.hide_video`) while the sound plays on.
import { proxy } from 'valtio'

export type SurfaceKind = 'none' | 'video' | 'youtube'

export const videoState = proxy({
  /** What the host holds for the cued item. */
  surface: 'none' as SurfaceKind,
  /** The listener's toggle (the player's video button); open by default. */
  panelOpen: true,
})

const OFF_SCREEN = 'fixed -left-[10000px] top-0 size-px overflow-hidden'
let host: HTMLElement | null = null
let media: HTMLElement | null = null

/** The host, created on first use: a slot for the panel's own controls and one for the media. */
export function surfaceHost(): { host: HTMLElement; media: HTMLElement } {
  if (!host || !media) {
    host = document.createElement('div')
    host.className = OFF_SCREEN
    host.dataset.testid = 'video-surface'
    media = document.createElement('div')
    media.className = 'relative aspect-video w-full bg-black [&>*]:absolute [&>*]:inset-0 [&>*]:size-full'
    host.append(media)
    document.body.append(host)
  }
  return { host, media }
}

/** The panel's placement of the host (class list), or off-screen. */
export function placeSurface(className: string | null): void {
  if (host) host.className = className ?? OFF_SCREEN
}

export function setSurface(kind: SurfaceKind): void {
  videoState.surface = kind
}
