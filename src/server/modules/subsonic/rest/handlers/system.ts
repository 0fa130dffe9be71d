import type { Handler } from '../plugin'

/**
 * The OpenSubsonic extensions served. `transcodeOffset` is added once transcoding is wired into
 * openSubsonicStream (stream.ts); until then `timeOffset` is accepted and ignored.
 */
export const OPEN_SUBSONIC_EXTENSIONS = [
  { name: 'formPost', versions: [1] },
  { name: 'songLyrics', versions: [1] },
  { name: 'apiKeyAuthentication', versions: [1] },
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
