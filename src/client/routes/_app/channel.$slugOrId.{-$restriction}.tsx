import { createFileRoute } from '@tanstack/react-router'
import { ChannelRoutePage, channelLoader, channelSearchSchema, ChannelPending } from '../-components/channel-route'
import { channelHeadTitle, titleHead } from '../../features/shell'

export const Route = createFileRoute('/_app/channel/$slugOrId/{-$restriction}')({
  validateSearch: channelSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => channelLoader(context.queryClient, params.slugOrId, params.restriction, deps.page),
  pendingComponent: ChannelPending,
  head: ({ loaderData }) => (loaderData ? titleHead(channelHeadTitle(loaderData.channel)) : {}),
  component: function ChannelRoute() {
    const { slugOrId, restriction } = Route.useParams()
    const page = Route.useSearch().page ?? 1
    return <ChannelRoutePage slugOrId={slugOrId} restriction={restriction} page={page} base={`/channel/${slugOrId}`} />
  },
})
