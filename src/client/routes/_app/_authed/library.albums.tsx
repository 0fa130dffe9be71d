import { createFileRoute } from '@tanstack/react-router'
import { LikedAlbumsPage } from '../../../features/library'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/library/albums')({
  head: () => pageHead(trans('Liked albums')),
  component: LikedAlbumsPage,
})
