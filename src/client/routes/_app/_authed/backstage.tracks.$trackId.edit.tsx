import { createFileRoute } from '@tanstack/react-router'
import { editTrackQuery, TrackEditPage } from '../../../features/backstage'
import { orNotFound, parseId } from '../../../features/catalogue'
import { DetailPageSkeleton } from '../../../ui'

/** Ownership is checked by the server on save (owner, managed artist or music.update). */
export const Route = createFileRoute('/_app/_authed/backstage/tracks/$trackId/edit')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(editTrackQuery(parseId(params.trackId)))),
  pendingComponent: DetailPageSkeleton,
  head: () => ({ meta: [{ title: 'Edit track' }] }),
  component: function EditTrackRoute() {
    return <TrackEditPage trackId={Number(Route.useParams().trackId)} />
  },
})
