import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Album, Track } from '../../../../shared/contracts/catalogue'
import { albumQuery, artistHref, artistQuery, trackQuery } from '../../catalogue'
import { AlbumForm, type AlbumFormValues } from './album-form'
import { newTrackRow } from './album-track-rows'
import { ArtistForm } from './artist-form'
import { DeleteMediaButton } from './delete-media-button'
import type { TrackFormValues } from './track-fields'
import { TrackForm } from './track-form'
import { trans } from '../../../stores/session'

const names = (list?: { name: string; display_name?: string | null }[]) => (list ?? []).map((g) => g.display_name ?? g.name)

export function trackToFormValues(t: Track): TrackFormValues {
  return {
    name: t.name,
    duration: t.duration,
    number: t.number,
    artists: (t.artists ?? []).map((a) => ({ id: a.id, name: a.name })),
    album: t.album ? { id: t.album.id, name: t.album.name } : null,
    src: t.src ?? '',
    srcName: '',
    image: t.image ?? '',
    description: t.description ?? '',
    genres: names(t.genres),
    tags: names(t.tags),
    lyrics: t.lyrics ?? '',
    waveData: null,
  }
}

export function albumToFormValues(a: Album): AlbumFormValues {
  return {
    name: a.name,
    releaseDate: a.release_date ?? '',
    image: a.image ?? '',
    artists: (a.artists ?? []).map((x) => ({ id: x.id, name: x.name })),
    genres: names(a.genres),
    tags: names(a.tags),
    description: a.description ?? '',
    tracks: (a.tracks ?? []).map((t) => newTrackRow({ id: t.id, name: t.name, duration: t.duration, src: t.src ?? '' })),
  }
}

function Heading({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold md:text-3xl">{children}</h1>
      {action}
    </div>
  )
}

const afterDelete = (artists?: { id: number; name: string }[]) => (artists?.[0] ? artistHref(artists[0]) : '/backstage/requests')

/** Edit loaders return the hidden fields the forms need (description, lyrics). */
export const editTrackQuery = (id: number) => trackQuery(id, 'editTrackPage')
export const editAlbumQuery = (id: number) => albumQuery(id, 'editAlbumPage')
export const editArtistQuery = (id: number) => artistQuery(id)

export function TrackEditPage({ trackId }: { trackId: number }) {
  const { track } = useSuspenseQuery(editTrackQuery(trackId)).data
  return (
    <>
      <Heading action={<DeleteMediaButton type="tracks" id={trackId} after={afterDelete(track.artists)} />}>{trans('Edit track')}</Heading>
      <TrackForm trackId={trackId} initialValues={trackToFormValues(track)} />
    </>
  )
}

export function AlbumEditPage({ albumId }: { albumId: number }) {
  const { album } = useSuspenseQuery(editAlbumQuery(albumId)).data
  return (
    <>
      <Heading action={<DeleteMediaButton type="albums" id={albumId} after={afterDelete(album.artists)} />}>{trans('Edit album')}</Heading>
      <AlbumForm albumId={albumId} initialValues={albumToFormValues(album)} />
    </>
  )
}

export function ArtistEditPage({ artistId }: { artistId: number }) {
  const { artist } = useSuspenseQuery(editArtistQuery(artistId)).data
  return (
    <>
      <Heading>{trans('Edit artist')}</Heading>
      <ArtistForm artist={artist} />
    </>
  )
}
