import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { ChannelPage, channelQuery, orNotFound } from '../../features/catalogue'
import { GridSkeleton } from '../../ui'
import { pageSearch } from './search-params'

/** `?page=N`, validated without zod: this file is imported with the route tree, on the first screen. */
export const channelSearchSchema = pageSearch

export function channelLoader(queryClient: QueryClient, slugOrId: string, restriction: string | undefined, page: number) {
  return orNotFound(queryClient.ensureQueryData(channelQuery(slugOrId, restriction, page)))
}

export function ChannelPending() {
  return (
    <div className="p-4 md:p-8">
      <GridSkeleton />
    </div>
  )
}

/** Shared body of the two channel routes (`/{slugOrId}` and `/channel/{slugOrId}`). */
export function ChannelRoutePage(props: { slugOrId: string; restriction?: string; page: number; base: string }) {
  const { slugOrId, restriction, page, base } = props
  const { data } = useSuspenseQuery(channelQuery(slugOrId, restriction, page))
  const path = restriction ? `${base}/${encodeURIComponent(restriction)}` : base
  return <ChannelPage key={`${slugOrId}-${page}`} channel={data.channel} page={page} pagePath={path} />
}
