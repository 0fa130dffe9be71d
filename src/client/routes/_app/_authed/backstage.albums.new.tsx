import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '../../../features/auth'
import { uploadIdsOf, uploadSearch } from '../../-components/search-params'
import { NewAlbumPage } from '../../-components/upload-form-pages'
import { trans } from '../../../stores/session'

/** `?upload=<id>,<id>`: one track row per finished upload, album fields from their tags (music-catalog §3.11). */
export const Route = createFileRoute('/_app/_authed/backstage/albums/new')({
  validateSearch: uploadSearch,
  beforeLoad: requirePermission('music.create'),
  head: () => ({ meta: [{ title: 'New album' }] }),
  component: function NewAlbumRoute() {
    const { upload } = Route.useSearch()
    return (
      <>
        <h1 className="mb-6 text-2xl font-bold md:text-3xl">{trans('New album')}</h1>
        <NewAlbumPage key={upload ?? ''} uploadIds={uploadIdsOf(upload)} />
      </>
    )
  },
})
