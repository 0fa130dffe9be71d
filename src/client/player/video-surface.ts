// Where a video source is shown (music-catalog §4.1 providers htmlVideo, hls, dash, youtube). The video
// engine (video-engine.ts, loaded when such a track starts) puts its <video> element or YouTube's player
// into one host element that stays in <body> for the page's life: a YouTube iframe reloads when it is
// moved, so the panel never moves it; the video panel (components/video-panel.tsx) only shows the host
// as a panel or keeps it off-screen (closed, or `player.hide_video`) while the sound plays on.
import { videoState, type SurfaceKind } from './video/store'

export { videoState }

// Set through the CSSOM (the page policy admits it), so the first screen's stylesheet stays as it was.
const OFF_SCREEN: Partial<CSSStyleDeclaration> = { position: 'fixed', left: '-10000px', top: '0', right: '', bottom: '', width: '1px', height: '1px', overflow: 'hidden' }
/** Above the player bar (and the mobile bottom navigation), at the right. */
const PANEL: Partial<CSSStyleDeclaration> = { position: 'fixed', left: '', top: '', right: '12px', bottom: '9rem', width: 'min(24rem, calc(100vw - 24px))', height: '', overflow: 'hidden' }
let host: HTMLElement | null = null
let media: HTMLElement | null = null

/** The host, created on first use: a slot for the panel's own controls and one for the media. */
export function surfaceHost(): { host: HTMLElement; media: HTMLElement } {
  if (!host || !media) {
    host = document.createElement('div')
    Object.assign(host.style, OFF_SCREEN)
    host.dataset.testid = 'video-surface'
    media = document.createElement('div')
    Object.assign(media.style, { position: 'relative', width: '100%', aspectRatio: '16 / 9', background: '#000' })
    host.append(media)
    document.body.append(host)
  }
  return { host, media }
}

/** Shows the host as the panel (`className` styles its frame) or keeps it off-screen. */
export function placeSurface(className: string | null): void {
  if (!host) return
  host.className = className ?? ''
  Object.assign(host.style, className === null ? OFF_SCREEN : PANEL)
}

/** The media (video element, YouTube's frame) fills the panel's 16:9 box. */
export function fillSurface(element: HTMLElement): void {
  Object.assign(element.style, { position: 'absolute', inset: '0', width: '100%', height: '100%' })
  surfaceHost().media.replaceChildren(element)
}

export function setSurface(kind: SurfaceKind): void {
  videoState.surface = kind
}
