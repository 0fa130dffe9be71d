import { trans } from '../../../../stores/session'
import { uploadIdsOf } from '../../search-params'
import { NewAlbumPage, NewTrackPage } from '../../upload-form-pages'
import type { BackstagePageProps } from '../page-props'

/** `?upload=<id>`: start from the draft of a finished upload (music-catalog §3.11). */
export function NewTrackRoutePage({ search }: BackstagePageProps) {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold md:text-3xl">{trans('New track')}</h1>
      {/* Keyed by the ids: another draft is another form, not the old one with stale values. */}
      <NewTrackPage key={search.upload ?? ''} uploadIds={uploadIdsOf(search.upload)} />
    </>
  )
}

/** `?upload=<id>,<id>`: one track row per finished upload, album fields from their tags (music-catalog §3.11). */
export function NewAlbumRoutePage({ search }: BackstagePageProps) {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold md:text-3xl">{trans('New album')}</h1>
      <NewAlbumPage key={search.upload ?? ''} uploadIds={uploadIdsOf(search.upload)} />
    </>
  )
}
