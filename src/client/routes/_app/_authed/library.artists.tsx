import { createFileRoute } from '@tanstack/react-router'
import { LikedArtistsPage } from '../../../features/library'

export const Route = createFileRoute('/_app/_authed/library/artists')({
  head: () => ({ meta: [{ title: 'Followed artists' }] }),
  component: LikedArtistsPage,
})
