/** API paths the player calls (relative to the site root for media, to /api/v1 for http). */
export const apiPaths = {
  trackStream: (id: number) => `/api/v1/tracks/${id}/stream`,
  playerTracks: 'player/tracks',
  logPlay: (id: number) => `tracks/plays/${id}/log`,
}
