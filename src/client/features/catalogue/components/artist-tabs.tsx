import { trans } from '../../../stores/session'
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Artist } from '../../../../shared/contracts/catalogue'
import { artistAlbumsQuery, artistFollowersQuery, artistTracksQuery } from '../api'
import { Pager } from './pager'
import { AlbumGrid } from './album-card'
import { ArtistGrid } from './artist-card'
import { EmptyState, GridSkeleton, TableSkeleton } from '../../../ui'
import { MediaImage } from './media-image'
import { TrackTable } from './track-table'

export function ArtistTracksTab({ artist }: { artist: Artist }) {
  const [page, setPage] = useState(1)
  const { data, isPending } = useQuery(artistTracksQuery(artist.id, page))
  if (isPending) return <TableSkeleton />
  const tracks = data?.pagination.data ?? []
  if (tracks.length === 0) return <EmptyState title={trans('No tracks yet')} />
  return (
    <>
      <TrackTable tracks={tracks} queueId={`artist.${artist.id}.*`} showAlbum showCover />
      <Pager page={page} hasNext={!!data?.pagination.next_page} onPage={setPage} />
    </>
  )
}

export function ArtistAlbumsTab({ artist }: { artist: Artist }) {
  const [page, setPage] = useState(1)
  const { data, isPending } = useQuery(artistAlbumsQuery(artist.id, page, 'grid'))
  if (isPending) return <GridSkeleton />
  const albums = data?.pagination.data ?? []
  if (albums.length === 0) return <EmptyState title={trans('No albums yet')} />
  return (
    <>
      <AlbumGrid albums={albums} />
      <Pager page={page} hasNext={!!data?.pagination.next_page} onPage={setPage} />
    </>
  )
}

export function FollowersTab({ artist }: { artist: Artist }) {
  const [page, setPage] = useState(1)
  const { data, isPending } = useQuery(artistFollowersQuery(artist.id, page))
  if (isPending) return <GridSkeleton />
  const users = data?.pagination.data ?? []
  if (users.length === 0) return <EmptyState title={trans('No followers yet')} />
  return (
    <>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(130px,1fr))] gap-5">
        {users.map((u) => (
          <li key={u.id} className="text-center">
            <MediaImage src={u.image} round className="mx-auto aspect-square w-full" size={130} />
            <span className="mt-2 block truncate text-sm">{u.name}</span>
          </li>
        ))}
      </ul>
      <Pager page={page} hasNext={!!data?.pagination.next_page} onPage={setPage} />
    </>
  )
}

export function SimilarTab({ artist }: { artist: Artist }) {
  const similar = artist.similar ?? []
  return similar.length === 0 ? <EmptyState title={trans('No similar artists found')} /> : <ArtistGrid artists={similar} />
}

export function AboutTab({ artist }: { artist: Artist }) {
  const profile = artist.profile
  const place = [profile?.city, profile?.country].filter(Boolean).join(', ')
  if (!profile?.description && !place && (artist.links?.length ?? 0) === 0) return <EmptyState title={trans('No biography yet')} />
  return (
    <div className="max-w-3xl space-y-4">
      {place && <p className="text-sm text-muted">{place}</p>}
      {profile?.description && <p className="whitespace-pre-line leading-relaxed">{profile.description}</p>}
      {(artist.profile_images?.length ?? 0) > 0 && (
        <div className="flex gap-3 overflow-x-auto">
          {artist.profile_images?.map((img) => <MediaImage key={img.id} src={img.url} className="h-40 w-auto" />)}
        </div>
      )}
      {artist.links?.map((l) => (
        <a key={l.id} href={/^https?:/.test(l.url) ? l.url : `https://${l.url}`} target="_blank" rel="noopener noreferrer" className="mr-4 text-primary hover:underline">
          {l.title ?? l.url}
        </a>
      ))}
    </div>
  )
}
