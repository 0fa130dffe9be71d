import { createFileRoute, notFound } from '@tanstack/react-router'
import { RadioTypeSchema } from '../../../shared/contracts/radio'
import { orNotFound } from '../../features/catalogue'
import { DetailPageSkeleton } from '../../ui'
import { useLikes } from '../../features/library'
import { TrackMenuTrigger } from '../../features/track-menu'
import { RadioPage, radioQuery } from '../../features/radio'
import { trans } from '../../stores/session'
import { pageHead } from '../../features/shell'

function seedOf(params: { seedType: string; seedId: string }) {
  const type = RadioTypeSchema.safeParse(params.seedType)
  if (!type.success) throw notFound()
  return { type: type.data, id: params.seedId }
}

export const Route = createFileRoute('/_app/radio/$seedType/$seedId/$seedName')({
  loader: ({ context, params }) => {
    const { type, id } = seedOf(params)
    return orNotFound(context.queryClient.ensureQueryData(radioQuery(type, id)))
  },
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => (loaderData ? pageHead(trans(':name radio', { name: loaderData.seed.name })) : {}),
  component: RadioRoute,
})

function RadioRoute() {
  const { type, id } = seedOf(Route.useParams())
  const likes = useLikes('track')
  return <RadioPage type={type} id={id} likes={likes} rowMenu={(track) => <TrackMenuTrigger track={track} />} />
}
