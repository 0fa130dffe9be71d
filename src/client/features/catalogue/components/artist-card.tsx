import { Link } from '@tanstack/react-router'
import type { Artist } from '../../../../shared/contracts/catalogue'
import { artistHref } from '../links'
import { MediaImage } from './media-image'
import { HydrateInViewGroups } from '../../../ui'

export function ArtistCard({ artist }: { artist: Artist }) {
  return (
    <Link to={artistHref(artist)} className="group block min-w-0 text-center">
      <MediaImage src={artist.image_small} round className="mx-auto aspect-square w-full shadow" size={200} />
      <span className="mt-2 block truncate text-sm font-medium group-hover:underline">{artist.name}</span>
    </Link>
  )
}

export function ArtistGrid({ artists }: { artists: readonly Artist[] }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(130px,1fr))] gap-5">
      <HydrateInViewGroups items={artists} render={(a) => <ArtistCard key={a.id} artist={a} />} />
    </div>
  )
}
