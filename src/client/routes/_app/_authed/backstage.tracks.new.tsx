import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '../../../features/auth'
import { defaultArtists, TrackForm } from '../../../features/backstage'

export const Route = createFileRoute('/_app/_authed/backstage/tracks/new')({
  beforeLoad: requirePermission('music.create'),
  head: () => ({ meta: [{ title: 'New track' }] }),
  component: function NewTrackRoute() {
    return (
      <>
        <h1 className="mb-6 text-2xl font-bold md:text-3xl">New track</h1>
        <TrackForm initialValues={{ artists: defaultArtists() }} />
      </>
    )
  },
})
