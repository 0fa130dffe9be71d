import { createFileRoute, notFound } from '@tanstack/react-router'
import { TagPage, orNotFound, tagAlbumsQuery, tagTracksQuery } from '../../features/catalogue'
import { GridSkeleton } from '../../ui'
import { pageSearch } from '../-components/search-params'
import { pageHead } from '../../features/shell'

/** Tag pages: /tag/{name} with /tracks and /albums tabs, 15 per page (music-catalog §6). */
export const Route = createFileRoute('/_app/tag/$tagName/{-$tab}')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => {
    const tab = params.tab ?? 'tracks'
    if (tab !== 'tracks' && tab !== 'albums') throw notFound()
    const query = tab === 'albums' ? tagAlbumsQuery(params.tagName, deps.page) : tagTracksQuery(params.tagName, deps.page)
    return orNotFound(context.queryClient.ensureQueryData(query as ReturnType<typeof tagTracksQuery>))
  },
  pendingComponent: () => <div className="p-8"><GridSkeleton /></div>,
  head: ({ params }) => pageHead(`#${params.tagName}`),
  component: function TagRoute() {
    const { tagName, tab } = Route.useParams()
    const page = Route.useSearch().page ?? 1
    return <TagPage tagName={tagName} tab={tab === 'albums' ? 'albums' : 'tracks'} page={page} />
  },
})
