import { trans } from '../../../stores/session'
import { lazy, Suspense, useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Button, EmptyState, GridSkeleton, LoadMore } from '../../../ui'
import type { Playlist } from '../../../../shared/contracts/playlists'
import { userPlaylistsQuery } from '../api'
import { PlaylistGrid } from './playlist-grid'
import { playlistLink } from '../../../lib/links'

// The dialog (and the form's zod validation) loads when chosen, not with the page.
const PlaylistFormDialog = lazy(() => import('./playlist-form-dialog').then((m) => ({ default: m.PlaylistFormDialog })))

/** Library tab: own and followed playlists, with "New playlist". */
export function LibraryPlaylistsPage() {
  const query = useInfiniteQuery(userPlaylistsQuery('me'))
  const [creating, setCreating] = useState(false)
  const navigate = useNavigate()
  const playlists = query.data?.pages.flatMap((p) => p.pagination.data) ?? []
  return (
    <section>
      <div className="mb-4"><Button onClick={() => setCreating(true)}>{trans('New playlist')}</Button></div>
      {query.isPending ? (
        <GridSkeleton />
      ) : playlists.length === 0 ? (
        <EmptyState title={trans('No playlists yet')} message={trans('Create a playlist or follow one to see it here.')} />
      ) : (
        <PlaylistGrid playlists={playlists} />
      )}
      <LoadMore query={query} />
      {creating && (
        <Suspense fallback={null}>
          <PlaylistFormDialog onClose={() => setCreating(false)} onSaved={(p: Playlist) => void navigate(playlistLink(p))} />
        </Suspense>
      )}
    </section>
  )
}
