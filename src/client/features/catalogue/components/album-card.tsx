import { Link } from '@tanstack/react-router'
import type { Album } from '../../../../shared/contracts/catalogue'
import { albumHref, artistHref } from '../links'
import { MediaImage } from './media-image'
import { HydrateInViewGroups } from '../../../ui'

export function AlbumCard({ album }: { album: Album }) {
  const year = album.release_date?.slice(0, 4)
  return (
    <div className="min-w-0">
      <Link to={albumHref(album)} className="group block">
        <MediaImage src={album.image} className="aspect-square w-full shadow transition group-hover:brightness-90" size={200} />
        <span className="mt-2 block truncate text-sm font-medium group-hover:underline">{album.name}</span>
      </Link>
      <div className="truncate text-xs text-muted">
        {album.artists?.[0] && (
          <Link to={artistHref(album.artists[0])} className="hover:underline">{album.artists[0].name}</Link>
        )}
        {year && <span>{album.artists?.[0] ? ' · ' : ''}{year}</span>}
      </div>
    </div>
  )
}

export function AlbumGrid({ albums }: { albums: readonly Album[] }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(140px,1fr))] gap-5 md:grid-cols-[repeat(auto-fill,minmax(170px,1fr))]">
      <HydrateInViewGroups items={albums} render={(a) => <AlbumCard key={a.id} album={a} />} />
    </div>
  )
}
