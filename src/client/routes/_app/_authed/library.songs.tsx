import { createFileRoute } from '@tanstack/react-router'
import { LikedSongsPage } from '../../../features/library'
import { TrackMenuTrigger } from '../../../features/track-menu'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/library/songs')({
  head: () => pageHead(trans('Liked songs')),
  component: () => <LikedSongsPage rowMenu={(track) => <TrackMenuTrigger track={track} />} />,
})
