import { createFileRoute } from '@tanstack/react-router'
import { LibraryPlaylistsPage } from '../../../features/playlists'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/library/playlists')({
  head: () => pageHead(trans('Your playlists')),
  component: LibraryPlaylistsPage,
})
