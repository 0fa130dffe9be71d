import { createFileRoute } from '@tanstack/react-router'
import { LikedArtistsPage } from '../../../features/library'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/library/artists')({
  head: () => pageHead(trans('Followed artists')),
  component: LikedArtistsPage,
})
