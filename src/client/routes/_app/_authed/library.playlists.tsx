import { createFileRoute } from '@tanstack/react-router'
import { LibraryPlaylistsPage } from '../../../features/playlists'

export const Route = createFileRoute('/_app/_authed/library/playlists')({
  head: () => ({ meta: [{ title: 'Your playlists' }] }),
  component: LibraryPlaylistsPage,
})
