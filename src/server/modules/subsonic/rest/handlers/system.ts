import type { Handler } from '../plugin'

/** The OpenSubsonic extensions served; `transcodeOffset`: `stream` honours `timeOffset` on transcodes (stream.ts). */
export const OPEN_SUBSONIC_EXTENSIONS = [
  { name: 'formPost', versions: [1] },
  { name: 'songLyrics', versions: [1] },
  { name: 'apiKeyAuthentication', versions: [1] },
  { name: 'transcodeOffset', versions: [1] },
]

export function systemHandlers(): Record<string, Handler> {
  return {
    ping: async () => ({}),
    getLicense: async () => ({ license: { valid: true } }),
    getOpenSubsonicExtensions: async () => ({ openSubsonicExtensions: OPEN_SUBSONIC_EXTENSIONS }),
    /** One folder: the whole catalogue. */
    getMusicFolders: async () => ({ musicFolders: { musicFolder: [{ id: 1, name: 'Music' }] } }),
  }
}
