import { PlayerTracksResponseSchema } from '../../shared/contracts/player'
import { apiPaths, isQueueId } from '../../shared/wire'
import { http } from '../lib/http'
import { can } from '../stores/session'
import { readSetting } from '../stores/settings'
import { toast } from '../stores/toasts'
import { startKeyboardShortcuts } from './keyboard'
import { createLazyEngine } from './lazy-engine'
import { sendPlayLog } from './play-log'
import { restorePlayerState, startPersisting } from './persist'
import { configurePlayer, playerState } from './store'

let started = false
const siteName = () => String(readSetting('branding.site_name', 'Encore'))

/** Embeds run in iframes on our origin: they must neither read nor overwrite the listener's saved queue. */
export const isEmbedPage = () => /\/embed\/?$/.test(window.location.pathname)

/** Starts the player once per page: restore (cued, not playing), engine (lazy), persistence, shortcuts. */
export function startPlayer(): void {
  if (started) return
  started = true
  const embed = isEmbedPage()
  const defaultVolume = Number(readSetting('player.default_volume', 30)) || 30
  if (!embed) restorePlayerState(defaultVolume)
  else playerState.volume = defaultVolume
  configurePlayer({
    // Howler, the engine and the media session load on first use (lazy-engine.ts).
    engine: createLazyEngine(() => import('./playback').then((m) => m.startPlayback(siteName))),
    canPlay: () => can('music.play'),
    notify: (message) => toast(message),
    fetchMore: async (queueId, lastTrackId) => {
      const res = await http.post(apiPaths.playerTracks, {
        body: { queueId, lastTrack: lastTrackId, perPage: 30 },
        schema: import.meta.env.DEV ? PlayerTracksResponseSchema : undefined,
      })
      return res.tracks
    },
    logPlay: (trackId, queueId) => {
      // Offline (once the offline queue registered its sender) the log waits in IndexedDB for the network.
      sendPlayLog(apiPaths.logPlay(trackId), { queueId: isQueueId(queueId) ? queueId : null })
    },
  })
  if (!embed) startPersisting()
  startKeyboardShortcuts()
}
