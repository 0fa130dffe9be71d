import { createFileRoute } from '@tanstack/react-router'
import { LikedSongsPage } from '../../../features/library'
import { TrackMenuTrigger } from '../../../features/playlists'

export const Route = createFileRoute('/_app/_authed/library/songs')({
  head: () => ({ meta: [{ title: 'Liked songs' }] }),
  component: () => <LikedSongsPage rowMenu={(track) => <TrackMenuTrigger track={track} />} />,
})
