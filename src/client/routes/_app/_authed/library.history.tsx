import { createFileRoute } from '@tanstack/react-router'
import { HistoryPage } from '../../../features/library'
import { TrackMenuTrigger } from '../../../features/track-menu'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/library/history')({
  head: () => pageHead(trans('Listening history')),
  component: () => <HistoryPage rowMenu={(track) => <TrackMenuTrigger track={track} />} />,
})
