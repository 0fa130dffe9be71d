import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { IconButton, Menu, MenuDivider, MenuItem } from '../../../ui'
import { can, sessionState, trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { toast } from '../../../stores/toasts'
import { backstageLink } from '../../../lib/links'
import { trackDownloadPath } from '../../../../shared/wire'
import { addAfterCurrent, addToQueue, isLocalSource, type PlayerTrack } from '../../../player'
import { LazyShareDialog, albumHref, artistHref, trackHref } from '../../catalogue'
import { useLikes } from '../../library'
import { offlineState, SaveOfflineMenuItem } from '../../offline'
import { useAddToPlaylist } from '../../playlists'
import { radioHref } from '../../radio'
import { trackMenuItems, type MenuTrack, type TrackMenuItemId } from '../model'
import { DOTS } from './dots'
import { copyLink } from './copy-link'

const DeleteTrackDialog = lazy(() => import('./delete-track-dialog').then((m) => ({ default: m.DeleteTrackDialog })))

export type TrackMenuTrack = MenuTrack & PlayerTrack

export interface TrackMenuProps {
  track: TrackMenuTrack
  /** Items of the place the menu is in (a playlist editor's Move and Remove). */
  children?: ReactNode
  /** On the track's own page: no "Go to track". */
  onTrackPage?: boolean
}

/** A divider goes before each of these when something precedes it. */
const GROUP_STARTS = new Set<TrackMenuItemId>(['add-to-playlist', 'go-to-album', 'copy-link', 'save-offline', 'context', 'edit'])

/**
 * The one "More options" menu of a track (issue 24), wherever a track is shown: rows, the player bar and
 * the track page. model.ts decides the items; this renders them in a Headless UI menu (keyboard and
 * screen reader complete). Loaded on first use by TrackMenuTrigger.
 */
export function TrackMenu({ track, children, onTrackPage }: TrackMenuProps) {
  const snap = useSnapshot(sessionState)
  const offline = useSnapshot(offlineState)
  const likes = useLikes('track')
  const playlists = useAddToPlaylist([track.id])
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null)
  const settings = snap.settings as Record<string, unknown>
  const ids = trackMenuItems({
    track,
    userId: snap.user?.id ?? null,
    can: (permission) => can(permission, snap),
    setting: (key) => settingEnabled(key, settings),
    savedOffline: !!offline.saved[track.id],
    isLocalSource,
    hasContextItems: !!children,
    onTrackPage,
  })
  const path = trackHref(track)
  const link = (to: string, label: string) => (
    <MenuItem key={to} render={(className) => <Link to={to} className={className}>{label}</Link>}>{label}</MenuItem>
  )
  const render: Record<TrackMenuItemId, () => ReactNode> = {
    'play-next': () => <MenuItem onClick={() => queued(addAfterCurrent, track)}>{trans('Play next')}</MenuItem>,
    'add-to-queue': () => <MenuItem onClick={() => queued(addToQueue, track)}>{trans('Add to queue')}</MenuItem>,
    'add-to-playlist': () => playlists.items,
    like: () => (
      <MenuItem onClick={() => likes.toggle(track.id)}>{likes.isLiked(track.id) ? trans('Remove from liked') : trans('Like')}</MenuItem>
    ),
    'go-to-album': () => track.album && link(albumHref({ ...track.album, artists: track.artists }), trans('Go to album')),
    'go-to-artist': () => <ArtistItems artists={track.artists ?? []} link={link} />,
    'go-to-track': () => link(path, trans('Go to track')),
    'start-radio': () => link(radioHref('track', track), trans('Start radio')),
    'copy-link': () => <MenuItem onClick={() => void copyLink(path)}>{trans('Copy link')}</MenuItem>,
    share: () => <MenuItem onClick={() => setDialog('share')}>{trans('Share')}</MenuItem>,
    download: () => (
      <MenuItem render={(className) => <a href={trackDownloadPath(track.id)} download className={className}>{trans('Download')}</a>}>
        {trans('Download')}
      </MenuItem>
    ),
    'save-offline': () => <SaveOfflineMenuItem track={track} />,
    context: () => children,
    edit: () => (
      <MenuItem render={(className) => <Link {...backstageLink(`tracks/${track.id}/edit`)} className={className}>{trans('Edit')}</Link>}>
        {trans('Edit')}
      </MenuItem>
    ),
    delete: () => <MenuItem onClick={() => setDialog('delete')}>{trans('Delete')}</MenuItem>,
  }
  return (
    <>
      <Menu trigger={
        <IconButton aria-label={trans('More options for :name', { name: track.name })} size="sm">
          <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true"><path d={DOTS} /></svg>
        </IconButton>
      }>
        {ids.map((id, i) => (
          <Group key={id} divider={i > 0 && GROUP_STARTS.has(id)}>{render[id]()}</Group>
        ))}
      </Menu>
      {playlists.dialogs}
      {/* The dialogs load when chosen; they sit outside the menu, which unmounts its items on close. */}
      {dialog === 'share' && (
        <LazyShareDialog target={{ kind: 'track', name: track.name, path, embedPath: `${path}/embed` }} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <Suspense fallback={null}>
          <DeleteTrackDialog track={track} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  )
}

function Group({ divider, children }: { divider: boolean; children: ReactNode }) {
  return (
    <>
      {divider && <MenuDivider />}
      {children}
    </>
  )
}

/** One "Go to artist", or a labelled group of "Go to <name>" when the track has several artists. */
function ArtistItems({ artists, link }: { artists: readonly { id: number; name: string }[]; link: (to: string, label: string) => ReactNode }) {
  if (artists.length === 1) return link(artistHref(artists[0]!), trans('Go to artist'))
  return (
    <div role="group" aria-label={trans('Go to artist')}>
      {artists.map((artist) => link(artistHref(artist), trans('Go to :name', { name: artist.name })))}
    </div>
  )
}

function queued(verb: (tracks: readonly PlayerTrack[]) => void, track: PlayerTrack) {
  verb([track])
  toast(trans('Added to queue'))
}
