// What plays audio, loaded on first use by the lazy engine (setup.ts): howler, the engine around it,
// the source router (video, HLS, DASH and YouTube load later still, when such a track starts),
// and the media session (lock-screen controls, the "Track - Artist - Site" title), which only matter
// once something plays.
import { createHowlerEngine } from './engine'
import { startMediaSession } from './media-session'
import { createSourceEngine } from './source-engine'
import type { PlaybackEngine } from './types'

export function startPlayback(siteName: () => string): PlaybackEngine {
  startMediaSession(siteName)
  return createSourceEngine(createHowlerEngine())
}
