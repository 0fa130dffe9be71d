import { trans } from '../../../stores/session'
import { Link } from '@tanstack/react-router'

export const LIBRARY_TABS = [
  { to: '/library/songs', label: 'Songs' },
  { to: '/library/playlists', label: 'Playlists' },
  { to: '/library/albums', label: 'Albums' },
  { to: '/library/artists', label: 'Artists' },
  { to: '/library/history', label: 'History' },
  // Music saved on this device (its own page outside this layout: it renders from IndexedDB alone).
  { to: '/library/offline', label: 'Offline' },
] as const

/** Tabs of /library as links, so each tab has its own address. */
export function LibraryNav() {
  return (
    <nav aria-label={trans('Your music')} className="mb-6 flex gap-2 overflow-x-auto">
      {LIBRARY_TABS.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className="rounded-full bg-chip px-4 py-1.5 text-sm whitespace-nowrap hover:bg-chip-hover"
          activeProps={{ className: 'bg-primary! text-on-primary', 'aria-current': 'page' }}
        >
          {trans(tab.label)}
        </Link>
      ))}
    </nav>
  )
}
