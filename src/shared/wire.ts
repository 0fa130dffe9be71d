// Values the client, the server and the service worker must agree on, written once. Kept free of zod
// and of every contract module: the first screen and sw.js import it, and neither may pay for zod.

/** Every API route lives under this prefix (docs/decisions/0001). */
export const API_PREFIX = '/api/v1'

/**
 * Our own web client says so with this header; the server then includes the fields it hides from other
 * callers, such as a track's `src` (music-catalog §2.1). Header names are lower case, as Node reads them.
 */
export const CLIENT_HEADER = 'x-encore-client'
export const CLIENT_HEADER_WEB = 'web'

/**
 * The server's own page renderer (docs/decisions/0034) marks its loopback API requests with this header:
 * the page route counts the visitor's view, so the renderer's request must not count one of its own.
 * Anyone may send it; it only means their view is not counted.
 */
export const RENDER_HEADER = 'x-encore-render'

/**
 * The double-submit XSRF pair (docs/decisions/0004): the server sets the cookie, the client echoes it in
 * the header (the server reads it lower-cased, as Node gives header names).
 */
/** The active workspace (platform-core §3); 0 or absent is the default workspace. Client-readable. */
export const ACTIVE_WORKSPACE_COOKIE = 'activeWorkspaceId'

export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

/** The URL the player plays and the audio cache's key: answers HTTP Range; needs `music.play`. */
export const trackStreamPath = (trackId: number) => `${API_PREFIX}/tracks/${trackId}/stream`
/** Exactly the paths `trackStreamPath` builds. */
export const TRACK_STREAM_PATH = /^\/api\/v1\/tracks\/\d+\/stream$/
/** Attachment download; needs `player.enable_download` and `music.download`. */
export const trackDownloadPath = (trackId: number) => `${API_PREFIX}/tracks/${trackId}/download`

/** Paths relative to the API prefix, as the client's `http` takes them. */
export const apiPaths = {
  playerTracks: 'player/tracks',
  logPlay: (trackId: number) => `tracks/plays/${trackId}/log`,
}

/** Cache Storage names of saved-offline files; bump the version to drop every saved file in a format change. */
export const AUDIO_CACHE = 'encore-audio-v1'
export const IMAGE_CACHE = 'encore-images-v1'

/**
 * A player queue id (music-catalog §3.3): `<model_type>.<id>.<kind>[.<order>]`, e.g. `album.12.*`,
 * `playlist.5.*`, `user.7.likes`, `user.me.playHistory`, `channel.popular-tracks.*`.
 */
export const QUEUE_ID_PATTERN = /^(album|artist|playlist|user|channel|track|genre)\.[A-Za-z0-9_-]+\.[^.\s]+(\.[^\s]+)?$/
/** Length bounds of a queue id, checked by the contract with the pattern. */
export const QUEUE_ID_MAX_LENGTH = 150

/** Whether a string is a queue id the server accepts. */
export const isQueueId = (value: string) => value.length <= QUEUE_ID_MAX_LENGTH && QUEUE_ID_PATTERN.test(value)
