import { createFileRoute } from '@tanstack/react-router'
import { LikedAlbumsPage } from '../../../features/library'

export const Route = createFileRoute('/_app/_authed/library/albums')({
  head: () => ({ meta: [{ title: 'Liked albums' }] }),
  component: LikedAlbumsPage,
})
