import { Link } from '@tanstack/react-router'
import type { Playlist } from '../../../../shared/contracts/playlists'
import { PlaylistImage } from './playlist-image'
import { playlistLink } from '../../../lib/links'
import { trans } from '../../../stores/session'
import { HydrateInViewGroups } from '../../../ui'


export function PlaylistGrid({ playlists }: { playlists: readonly Playlist[] }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(140px,1fr))] gap-5 md:grid-cols-[repeat(auto-fill,minmax(170px,1fr))]">
      <HydrateInViewGroups items={playlists} render={(p) => (
        <Link key={p.id} {...playlistLink(p)} className="group block min-w-0">
          <PlaylistImage playlist={p} className="aspect-square w-full" />
          <p className="mt-2 truncate text-sm font-medium group-hover:underline">{p.name}</p>
          {p.owner && <p className="truncate text-xs text-muted">{trans('By :name', { name: p.owner.name })}</p>}
        </Link>
      )} />
    </div>
  )
}
