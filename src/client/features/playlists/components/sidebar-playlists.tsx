import { lazy, Suspense, useState, useSyncExternalStore, type DragEvent } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { cn } from '../../../lib/cn'
import { playlistLink } from '../../../lib/links'
import { currentItem, playerState } from '../../../player'
import { sessionState, trans } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { carriesTracks, droppedTrackIds } from '../../../lib/track-drag'
import { Icon } from '../../../ui'
import type { Playlist } from '../../../../shared/contracts/playlists'
import { useAddTracks, userPlaylistsQuery } from '../api'
import { PlaylistImage } from './playlist-image'

// The create dialog (and the form's zod validation) loads when chosen, not with the sidebar.
const PlaylistFormDialog = lazy(() => import('./playlist-form-dialog').then((m) => ({ default: m.PlaylistFormDialog })))

/** The playlist a queue id plays from (`playlist.12.*`, as the playlist page starts it), if any. */
export function playlistIdOfQueue(queueId: string | undefined): number | null {
  const match = /^playlist\.(\d+)\./.exec(queueId ?? '')
  return match ? Number(match[1]) : null
}

const NARROW = '(max-width: 1023px)'
function watchNarrow(onChange: () => void) {
  const list = window.matchMedia?.(NARROW)
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}
const isNarrow = () => window.matchMedia?.(NARROW).matches === true

/**
 * The sidebar's playlists (issue 24): "Create playlist", then the listener's own and followed playlists
 * (first page of users/me/playlists; "Show all" opens the library tab), the one playing marked. Collapsible,
 * and collapsed at first on narrow screens where the sidebar is tight.
 */
export function SidebarPlaylists() {
  // The library tab's query: one cache, so a playlist created or followed anywhere shows in both.
  const query = useInfiniteQuery(userPlaylistsQuery('me'))
  // Open by the screen's width until the listener chooses. A server-rendered page (docs/decisions/0034) is
  // drawn open (the server knows no width) and hydrates so; the real width applies right after.
  const narrow = useSyncExternalStore(watchNarrow, isNarrow, () => false)
  const [chosen, setOpen] = useState<boolean | null>(null)
  const open = chosen ?? !narrow
  const [creating, setCreating] = useState(false)
  const navigate = useNavigate()
  const player = useSnapshot(playerState)
  const playingId = playlistIdOfQueue((player.index >= 0 ? currentItem() : undefined)?.groupId)
  const playlists = query.data?.pages[0]?.pagination.data ?? []
  const listId = 'sidebar-playlists'
  const [dropOn, setDropOn] = useState<number | null>(null)
  const add = useAddTracks()
  const me = sessionState.user?.id
  // A track row dropped on a playlist the listener may edit (own or collaborative) is added to it.
  const dropTarget = (p: Playlist) => (p.owner_id === me || p.collaborative ? {
    onDragOver: (e: DragEvent) => {
      if (!carriesTracks(e)) return
      e.preventDefault()
      setDropOn(p.id)
    },
    onDragLeave: () => setDropOn(null),
    onDrop: (e: DragEvent) => {
      const trackIds = droppedTrackIds(e)
      setDropOn(null)
      if (trackIds.length === 0) return
      e.preventDefault()
      add.mutate({ playlistId: p.id, trackIds }, {
        onSuccess: () => toast(trans('Added to :name', { name: p.name })),
        onError: (error) => showHttpErrorToast(error),
      })
    },
  } : {})
  return (
    <nav aria-label={trans('Your playlists')} className="flex min-h-0 flex-col rounded-lg bg-bg-alt p-2">
      <div className="flex items-center justify-between px-3 pt-2 pb-1">
        <h2 className="text-xs font-bold tracking-wider text-muted uppercase">
          <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} className="flex items-center gap-1 uppercase hover:text-fg">
            <Icon name={open ? 'chevron-down' : 'chevron-right'} className="size-4" />
            {trans('Your playlists')}
          </button>
        </h2>
      </div>
      <div id={listId} hidden={!open}>
        <button
          type="button"
          onClick={() => setCreating(true)}
          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
        >
          <span className="grid size-10 place-items-center rounded-md bg-chip text-lg" aria-hidden="true">+</span>
          {trans('Create playlist')}
        </button>
        <ul>
          {playlists.map((p) => (
            <li key={p.id} {...dropTarget(p)} className={cn('rounded-md', dropOn === p.id && 'outline-2 outline-primary')}>
              <Link
                {...playlistLink(p)}
                className="flex items-center gap-3 rounded-md px-3 py-1.5 text-sm hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus"
                activeProps={{ className: 'bg-chip' }}
              >
                <PlaylistImage playlist={p} className="size-10 shrink-0" />
                <span className={cn('min-w-0 flex-1 truncate', p.id === playingId && 'font-semibold text-primary-dark')}>{p.name}</span>
                {p.id === playingId && (
                  <span className="shrink-0 text-primary-dark" title={trans('Playing')}>
                    <Icon name="audiotrack" className="size-4" />
                    <span className="sr-only">{trans('Playing')}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
        {query.data?.pages[0]?.pagination.next_page && (
          <Link to="/library/playlists" className="block px-3 py-2 text-xs font-semibold text-muted hover:text-fg hover:underline">
            {trans('Show all')}
          </Link>
        )}
      </div>
      {creating && (
        <Suspense fallback={null}>
          <PlaylistFormDialog onClose={() => setCreating(false)} onSaved={(p: Playlist) => void navigate(playlistLink(p))} />
        </Suspense>
      )}
    </nav>
  )
}
