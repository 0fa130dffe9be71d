/**
 * The web client's marker header (music-catalog §2.1/§2.2): with `X-Encore-Client: web` (or an admin
 * viewer) the server sends the hidden track fields `src` and `spotify_popularity`. The catalogue
 * contracts themselves live in catalogue.ts, tracks.ts, albums.ts, artists.ts, genres.ts, tags.ts,
 * lyrics.ts, wave.ts, user-ref.ts and pagination.ts.
 */
export const ENCORE_CLIENT_HEADER = 'x-encore-client'
export const ENCORE_CLIENT_WEB = 'web'
