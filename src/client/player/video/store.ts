import { proxy } from 'valtio'

export type SurfaceKind = 'none' | 'video' | 'youtube'

/** What the video surface (../video-surface.ts) holds for the cued item, and the listener's panel toggle. */
export const videoState = proxy({
  /** What the host holds for the cued item. */
  surface: 'none' as SurfaceKind,
  /** The listener's toggle (the player's video button); open by default. */
  panelOpen: true,
})
