import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '../../../features/auth'
import { AlbumForm, defaultArtists } from '../../../features/backstage'

export const Route = createFileRoute('/_app/_authed/backstage/albums/new')({
  beforeLoad: requirePermission('music.create'),
  head: () => ({ meta: [{ title: 'New album' }] }),
  component: function NewAlbumRoute() {
    return (
      <>
        <h1 className="mb-6 text-2xl font-bold md:text-3xl">New album</h1>
        <AlbumForm initialValues={{ artists: defaultArtists() }} />
      </>
    )
  },
})
