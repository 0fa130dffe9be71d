import { createFileRoute } from '@tanstack/react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ChannelPage, channelQuery, genreQuery, orNotFound } from '../../features/catalogue'
import { GridSkeleton } from '../../ui'
import { pageSearch } from '../-components/search-params'
import { pageHead } from '../../features/shell'

/**
 * The genre page is the channel with slug `genre`, restricted by the URL (music-catalog §2.6): page 1
 * comes from GET genres/{name}; later pages from the same channel with `restriction`.
 */
export const Route = createFileRoute('/_app/genre/$genreName')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    const first = await orNotFound(context.queryClient.ensureQueryData(genreQuery(params.genreName)))
    if (deps.page > 1) await orNotFound(context.queryClient.ensureQueryData(channelQuery('genre', params.genreName, deps.page)))
    return first
  },
  pendingComponent: () => <div className="p-8"><GridSkeleton /></div>,
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.genre.display_name || loaderData.genre.name) : {}),
  component: GenreRoute,
})

function GenreRoute() {
  const { genreName } = Route.useParams()
  const page = Route.useSearch().page ?? 1
  const { data } = useSuspenseQuery(genreQuery(genreName))
  const later = useQuery({ ...channelQuery('genre', genreName, page), enabled: page > 1 })
  const base = page > 1 && later.data ? later.data.channel : data.channel
  const channel = { ...base, restriction: base.restriction ?? data.genre }
  return <ChannelPage key={page} channel={channel} page={page} pagePath={`/genre/${encodeURIComponent(genreName)}`} />
}
