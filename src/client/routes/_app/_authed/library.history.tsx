import { createFileRoute } from '@tanstack/react-router'
import { HistoryPage } from '../../../features/library'
import { TrackMenuTrigger } from '../../../features/playlists'

export const Route = createFileRoute('/_app/_authed/library/history')({
  head: () => ({ meta: [{ title: 'Listening history' }] }),
  component: () => <HistoryPage rowMenu={(track) => <TrackMenuTrigger track={track} />} />,
})
