import { trans } from '../../../stores/session'
import { useEffect, useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Button, Dialog, DialogBody, DialogHeader, Spinner, TextField } from '../../../ui'
import { userPlaylistsQuery } from '../api'

/** The search box shows once the user has more playlists than fit at a glance. */
export const PICKER_SEARCH_FROM = 10

interface PickablePlaylist {
  id: number
  name: string
  owner_id: number
  collaborative: boolean
}

/** Tracks may be added to one's own playlists and to collaborative ones one follows. */
export const canAddTo = (playlist: PickablePlaylist, userId: number) => playlist.owner_id === userId || playlist.collaborative

/**
 * "Add to playlist" for users with more playlists than the track menu lists: every own or
 * collaborative playlist, paged from users/me/playlists (most recently updated first), with a name
 * search. Searching loads the remaining pages, so a match is found however far down it is.
 */
export function PlaylistPickerDialog({
  userId,
  onPick,
  onCreate,
  onClose,
}: {
  userId: number
  onPick: (playlist: { id: number; name: string }) => void
  onCreate: () => void
  onClose: () => void
}) {
  const query = useInfiniteQuery(userPlaylistsQuery('me'))
  const [search, setSearch] = useState('')
  const term = search.trim().toLocaleLowerCase()
  const loaded = (query.data?.pages ?? []).flatMap((p) => p.pagination.data).filter((p) => canAddTo(p, userId))
  const shown = term ? loaded.filter((p) => p.name.toLocaleLowerCase().includes(term)) : loaded
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query

  useEffect(() => {
    // A search covers every page: fetch the next one whenever the previous has arrived.
    if (term && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [term, hasNextPage, isFetchingNextPage, fetchNextPage])

  const searchable = loaded.length > PICKER_SEARCH_FROM || (hasNextPage ?? false)
  return (
    <Dialog onClose={onClose} size="sm">
      <DialogHeader onClose={onClose}>{trans('Add to playlist')}</DialogHeader>
      <DialogBody className="flex flex-col gap-3">
        {searchable && (
          <TextField label={trans('Search playlists')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoFocus />
        )}
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <p role="alert">{trans('Your playlists could not be loaded.')}</p>
        ) : (
          <ul aria-label={trans('Your playlists')} className="flex max-h-80 flex-col overflow-y-auto">
            {shown.map((p) => (
              <li key={p.id}>
                <button type="button" className="w-full rounded-md px-3 py-2 text-left hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus" onClick={() => onPick(p)}>
                  {p.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        {!query.isPending && shown.length === 0 && !(term && hasNextPage) && (
          <p className="text-muted">{term ? trans('No playlist matches this search.') : trans('No playlists to add to yet.')}</p>
        )}
        <div className="flex gap-2">
          {!term && hasNextPage && (
            <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {trans('Load more')}
            </Button>
          )}
          <Button onClick={onCreate}>{trans('New playlist')}</Button>
        </div>
      </DialogBody>
    </Dialog>
  )
}
