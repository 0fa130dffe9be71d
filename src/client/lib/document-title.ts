// The browser tab's title has three writers: the route being shown (its `head` title, read by the root
// layout), an area that names its own pages inside one route (admin, backstage), and the player
// ("Track - Artist - SiteName" while playing, music-catalog §4.6). Each keeps its layer here and the
// title shows the highest one set: playing, then the area's page, then the route. So a pause, or a
// navigation while playing, shows the current page's title without anyone saving and restoring it.
import { useEffect } from 'react'

let route: string | null = null
let page: string | null = null
let playing: string | null = null

function apply(): void {
  // Until the first route title is set (the first page still loading), the server's title is the route's.
  route ??= document.title
  const title = playing ?? page ?? route
  if (document.title !== title) document.title = title
}

/** The current route's title (the root layout sets it on every navigation). */
export function setRouteTitle(title: string): void {
  route = title
  apply()
}

/** The playing track's title, or null when nothing plays (the player's media session). */
export function setPlayingTitle(title: string | null): void {
  playing = title
  apply()
}

/**
 * A page title an area sets inside its one route (the admin and backstage apps), over the route's own
 * while the component is mounted. Effects run child first, so a layer of its own keeps the route title
 * the root layout sets afterwards from overwriting it.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    page = title
    apply()
    return () => {
      page = null
      apply()
    }
  }, [title])
}

/** For tests: forget every layer. */
export function resetDocumentTitle(): void {
  route = page = playing = null
}
