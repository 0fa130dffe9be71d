import { createFileRoute } from '@tanstack/react-router'
import { ArtistEditPage } from '../../../features/backstage'
import { artistQuery, orNotFound, parseId } from '../../../features/catalogue'
import { DetailPageSkeleton } from '../../../ui'

export const Route = createFileRoute('/_app/_authed/backstage/artists/$artistId/edit')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(artistQuery(parseId(params.artistId)))),
  pendingComponent: DetailPageSkeleton,
  head: () => ({ meta: [{ title: 'Edit artist' }] }),
  component: function EditArtistRoute() {
    return <ArtistEditPage artistId={Number(Route.useParams().artistId)} />
  },
})
