import { Fragment, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { IconButton, Menu, MenuItem } from '../../../ui'
import { can, sessionState, trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { toast } from '../../../stores/toasts'
import { addAfterCurrent, addToQueue, isLocalSource, type PlayerTrack } from '../../../player'
import { useAddToPlaylist } from '../../playlists'
import { radioHref } from '../../radio'
import { setMenuItems, type SetMenuInput, type SetMenuItemId } from '../model'
import { copyLink } from './copy-link'
import { DOTS } from './dots'
import { downloadInTurn } from './download-in-turn'

export interface SetMenuProps {
  kind: SetMenuInput['kind']
  /** The album, artist or playlist: its name labels the button, its id seeds an artist's radio. */
  set: { id: number; name: string }
  /** Its page's path, for "Copy link". */
  path: string
  /** The tracks the page has (an album's, an artist's top tracks, a playlist's first page). */
  tracks: readonly PlayerTrack[]
}

/** The same kind of menu as a track's, for a whole album, artist or playlist (issue 24). */
export function SetMenu({ kind, set, path, tracks }: SetMenuProps) {
  const snap = useSnapshot(sessionState)
  const playlists = useAddToPlaylist(tracks.map((t) => t.id))
  const downloadable = tracks.filter((t) => !!t.src && isLocalSource(t.src))
  const ids = setMenuItems({
    kind, trackCount: tracks.length, userId: snap.user?.id ?? null,
    setting: (key) => settingEnabled(key, snap.settings as Record<string, unknown>),
    can: (permission) => can(permission),
    downloadableCount: downloadable.length,
  })
  const queue = (verb: (t: readonly PlayerTrack[]) => void) => {
    verb(tracks)
    toast(trans('Added to queue'))
  }
  const render: Record<SetMenuItemId, () => ReactNode> = {
    'play-next': () => <MenuItem onClick={() => queue(addAfterCurrent)}>{trans('Play next')}</MenuItem>,
    'add-to-queue': () => <MenuItem onClick={() => queue(addToQueue)}>{trans('Add to queue')}</MenuItem>,
    'add-to-playlist': () => playlists.items,
    'start-radio': () => {
      const to = radioHref('artist', set)
      return <MenuItem render={(className) => <Link to={to} className={className}>{trans('Start radio')}</Link>}>{trans('Start radio')}</MenuItem>
    },
    'copy-link': () => <MenuItem onClick={() => void copyLink(path)}>{trans('Copy link')}</MenuItem>,
    'download-album': () => <MenuItem onClick={() => void downloadInTurn(downloadable.map((t) => t.id))}>{trans('Download album')}</MenuItem>,
  }
  return (
    <>
      <Menu placement="bottom start" trigger={
        <IconButton aria-label={trans('More options for :name', { name: set.name })}>
          <svg viewBox="0 0 24 24" className="size-6" fill="currentColor" aria-hidden="true"><path d={DOTS} /></svg>
        </IconButton>
      }>
        {ids.map((id) => <Fragment key={id}>{render[id]()}</Fragment>)}
      </Menu>
      {playlists.dialogs}
    </>
  )
}
