import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '../../../features/auth'
import { uploadIdsOf, uploadSearch } from '../../-components/search-params'
import { NewTrackPage } from '../../-components/upload-form-pages'
import { trans } from '../../../stores/session'

/** `?upload=<id>`: start from the draft of a finished upload (music-catalog §3.11). */
export const Route = createFileRoute('/_app/_authed/backstage/tracks/new')({
  validateSearch: uploadSearch,
  beforeLoad: requirePermission('music.create'),
  head: () => ({ meta: [{ title: 'New track' }] }),
  component: function NewTrackRoute() {
    const { upload } = Route.useSearch()
    return (
      <>
        <h1 className="mb-6 text-2xl font-bold md:text-3xl">{trans('New track')}</h1>
        {/* Keyed by the ids: another draft is another form, not the old one with stale values. */}
        <NewTrackPage key={upload ?? ''} uploadIds={uploadIdsOf(upload)} />
      </>
    )
  },
})
