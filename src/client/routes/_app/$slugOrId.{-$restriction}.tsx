import { createFileRoute } from '@tanstack/react-router'
import { ChannelRoutePage, channelLoader, channelSearchSchema, ChannelPending } from '../-components/channel-route'
import { channelHeadTitle, titleHead } from '../../features/shell'

/** Channel pages by slug or id, optionally restricted by a genre name (music-product §2). */
export const Route = createFileRoute('/_app/$slugOrId/{-$restriction}')({
  validateSearch: channelSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => channelLoader(context.queryClient, params.slugOrId, params.restriction, deps.page),
  pendingComponent: ChannelPending,
  head: ({ loaderData }) => (loaderData ? titleHead(channelHeadTitle(loaderData.channel)) : {}),
  component: function ChannelRoute() {
    const { slugOrId, restriction } = Route.useParams()
    const page = Route.useSearch().page ?? 1
    return <ChannelRoutePage slugOrId={slugOrId} restriction={restriction} page={page} base={`/${slugOrId}`} />
  },
})
