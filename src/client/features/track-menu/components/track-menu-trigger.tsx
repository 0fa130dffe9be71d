import { lazy, type ReactNode } from 'react'
import { trans } from '../../../stores/session'
import { MenuStandIn } from './menu-stand-in'
import type { TrackMenuTrack } from './track-menu'

// The real menu (Headless UI, floating-ui, the playlists API and its contracts) loads on first use,
// so a page with a menu in every row does not load it with its first screen.
const TrackMenu = lazy(() => import('./track-menu').then((m) => ({ default: m.TrackMenu })))

export interface TrackMenuTriggerProps {
  track: TrackMenuTrack
  /** Items of the place the menu is in (a playlist editor's Move and Remove). */
  children?: ReactNode
  onTrackPage?: boolean
}

/**
 * A track's "More options" button, which loads and opens the one track menu. A right-click on a track
 * row clicks this button (TrackTable), so the row's context menu is this same menu.
 */
export function TrackMenuTrigger({ track, children, onTrackPage }: TrackMenuTriggerProps) {
  return (
    <MenuStandIn
      label={trans('More options for :name', { name: track.name })}
      menu={<TrackMenu track={track} onTrackPage={onTrackPage}>{children}</TrackMenu>}
    />
  )
}
