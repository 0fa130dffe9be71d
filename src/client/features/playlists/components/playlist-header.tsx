import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { Button } from '../../../ui'
import { followsPlaylist } from '../../../stores/library-changes'
import { libraryState } from '../../../stores/library-state'
import { sessionState, trans } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { formatMs } from '../../../../shared/lib/format-duration'
import type { Track } from '../../../../shared/contracts/catalogue'
import type { Playlist } from '../../../../shared/contracts/playlists'
import { PlayButton, ShareButton } from '../../catalogue'
import { SaveOfflineButton } from '../../offline'
import { useFollowPlaylist, useUploadPlaylistImage } from '../api'
import { PlaylistImage } from './playlist-image'
import { linkPath, playlistLink, userLink } from '../../../lib/links'

// The dialogs (the edit form's zod validation, Headless UI's dialog) load when chosen, not with the page.
const PlaylistFormDialog = lazy(() => import('./playlist-form-dialog').then((m) => ({ default: m.PlaylistFormDialog })))
const DeletePlaylistDialog = lazy(() => import('./delete-playlist-dialog').then((m) => ({ default: m.DeletePlaylistDialog })))


export function PlaylistHeader({ playlist, totalDuration, firstTracks, menu }: { playlist: Playlist; totalDuration: number; firstTracks: readonly Track[]; menu?: ReactNode }) {
  const snap = useSnapshot(sessionState)
  const { view } = useSnapshot(libraryState)
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null)
  const follow = useFollowPlaylist(playlist)
  const userId = snap.user?.id
  const isOwner = userId === playlist.owner_id
  const canEdit = isOwner || (playlist.editors ?? []).some((e) => e.id === userId)
  const following = followsPlaylist(view, playlist.id)
  const count = playlist.tracks_count ?? 0
  return (
    <header className="mb-8 flex flex-col items-center gap-6 text-center md:flex-row md:items-end md:text-left">
      <PlaylistImage playlist={playlist} className="size-48 shrink-0 shadow-lg md:size-60" eager />
      <div className="min-w-0">
        <p className="text-xs font-semibold text-muted uppercase">{playlist.public ? trans('Public playlist') : trans('Private playlist')}</p>
        <h1 className="my-2 text-3xl font-bold break-words md:text-5xl">{playlist.name}</h1>
        {playlist.description && <p className="mb-2 text-sm text-muted">{playlist.description}</p>}
        <p className="text-sm text-muted">
          {playlist.owner && (
            <Link {...userLink(playlist.owner)} className="font-semibold text-fg hover:underline">{playlist.owner.name}</Link>
          )}
          <span> · {count} {count === 1 ? trans('track') : trans('tracks')}, {formatMs(totalDuration)}</span>
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3 md:justify-start">
          <PlayButton variant="big" tracks={firstTracks} queueId={`playlist.${playlist.id}.*`} />
          <SaveOfflineButton
            tracks={firstTracks}
            queueId={`playlist.${playlist.id}.*`}
            group={{ type: 'playlist', id: playlist.id, name: playlist.name, image: playlist.image }}
          />
          {userId !== undefined && !isOwner && (
            <Button variant="outline" aria-pressed={following}
              onClick={() => follow.mutate(!following, { onError: (e) => showHttpErrorToast(e) })}>
              {following ? trans('Unfollow') : trans('Follow')}
            </Button>
          )}
          {canEdit && <Button variant="outline" onClick={() => setDialog('edit')}>{trans('Edit')}</Button>}
          {canEdit && <CoverUpload playlistId={playlist.id} />}
          {/* Playlists have no embed player (the spec embeds tracks and albums): the dialog shares the link. */}
          <ShareButton target={{ kind: 'playlist', name: playlist.name, path: linkPath(playlistLink(playlist)) }} />
          {isOwner && <Button variant="outline" onClick={() => setDialog('delete')}>{trans('Delete')}</Button>}
          {menu}
        </div>
      </div>
      <Suspense fallback={null}>
        {dialog === 'edit' && <PlaylistFormDialog playlist={playlist} onClose={() => setDialog(null)} />}
        {dialog === 'delete' && <DeletePlaylistDialog playlist={playlist} onClose={() => setDialog(null)} />}
      </Suspense>
    </header>
  )
}

/** "Upload cover": any image up to 2 MB; the server keeps a centred square crop (issue 24). */
function CoverUpload({ playlistId }: { playlistId: number }) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadPlaylistImage(playlistId)
  return (
    <>
      <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? trans('Uploading…') : trans('Upload cover')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="hidden"
        aria-label={trans('Upload cover')}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0]
          e.currentTarget.value = ''
          if (file) upload.mutate(file, { onSuccess: () => toast.positive(trans('Cover updated')), onError: (err) => showHttpErrorToast(err) })
        }}
      />
    </>
  )
}
