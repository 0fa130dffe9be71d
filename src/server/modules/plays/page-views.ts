import type { ViewableType } from './views.repo'

/**
 * The entity a server-rendered page views (§4.8), by the client route that drew it: the page route counts
 * the visitor's view there, rendered now or served from the HTML cache (docs/decisions/0034).
 */
const VIEWED_BY_ROUTE: Record<string, { type: ViewableType; param: string }> = {
  '/_app/album/$albumId/$artistName/$albumName': { type: 'album', param: 'albumId' },
  '/_app/artist/$artistId/{-$artistName}': { type: 'artist', param: 'artistId' },
  '/_app/playlist/$playlistId/$playlistName': { type: 'playlist', param: 'playlistId' },
}

export function viewedOnPage(routeId: string, params: Record<string, string>): { type: ViewableType; id: number } | null {
  const viewed = VIEWED_BY_ROUTE[routeId]
  if (!viewed) return null
  const id = Number(params[viewed.param])
  return Number.isSafeInteger(id) && id > 0 ? { type: viewed.type, id } : null
}
