import { createFileRoute } from '@tanstack/react-router'
import { AlbumEditPage, editAlbumQuery } from '../../../features/backstage'
import { orNotFound, parseId } from '../../../features/catalogue'
import { DetailPageSkeleton } from '../../../ui'

export const Route = createFileRoute('/_app/_authed/backstage/albums/$albumId/edit')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(editAlbumQuery(parseId(params.albumId)))),
  pendingComponent: DetailPageSkeleton,
  head: () => ({ meta: [{ title: 'Edit album' }] }),
  component: function EditAlbumRoute() {
    return <AlbumEditPage albumId={Number(Route.useParams().albumId)} />
  },
})
