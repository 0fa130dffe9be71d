/**
 * The one track menu's model (issue 24): which items a track's "More options" menu shows, decided from
 * who is asking, the site settings and where the menu is. Pure, so the rules are tested without React;
 * components/track-menu.tsx renders the list in this order.
 */
export type TrackMenuItemId =
  | 'play-next'
  | 'add-to-queue'
  | 'add-to-playlist'
  | 'like'
  | 'go-to-album'
  | 'go-to-artist'
  | 'go-to-track'
  | 'start-radio'
  | 'copy-link'
  | 'share'
  | 'download'
  | 'save-offline'
  | 'context'
  | 'edit'
  | 'delete'

/** The slice of a track the menu needs; any catalogue Track satisfies it. */
export interface MenuTrack {
  id: number
  name: string
  owner_id?: number | null
  src?: string | null
  album?: { id: number; name: string } | null
  artists?: readonly { id: number; name: string }[]
}

export interface TrackMenuInput {
  track: MenuTrack
  /** The signed-in user's id, null for a guest. */
  userId: number | null
  /** Permission check for the current user (or the guest role), e.g. `can` from the session store. */
  can: (permission: string) => boolean
  /** A boolean site setting, e.g. `settingEnabled` over the session's settings. */
  setting: (key: string) => boolean
  /** The track is kept on this device (a guest may still remove it). */
  savedOffline: boolean
  /** Whether the source is an upload of ours (only those download and save offline). */
  isLocalSource: (src: string) => boolean
  /** Extra items of the place the menu is in (a playlist editor's Move and Remove). */
  hasContextItems: boolean
  /** The page already shows this track (its own page): "Go to track" would lead nowhere. */
  onTrackPage?: boolean
}

/** The items to show, in menu order; groups are split by the renderer at the ids it knows. */
export function trackMenuItems(input: TrackMenuInput): TrackMenuItemId[] {
  const { track, userId, can, setting } = input
  const user = userId !== null
  const local = !!track.src && input.isLocalSource(track.src)
  const owns = user && track.owner_id != null && track.owner_id === userId
  const items: (TrackMenuItemId | false)[] = [
    'play-next',
    'add-to-queue',
    // A guest sees them too: pressing one asks to sign in, then it is done (stores/pending-action.ts).
    'add-to-playlist',
    'like',
    !!track.album && 'go-to-album',
    (track.artists?.length ?? 0) > 0 && 'go-to-artist',
    !input.onTrackPage && 'go-to-track',
    !setting('player.hide_radio_button') && 'start-radio',
    'copy-link',
    'share',
    // music-catalog §4.12: the setting, `music.download`, and a local upload.
    setting('player.enable_download') && can('music.download') && local && 'download',
    // Guests have no saving of their own, but can remove what the device keeps (the offline page).
    (input.savedOffline || (user && local)) && 'save-offline',
    input.hasContextItems && 'context',
    // The server's rule (assertOwnsOrCan): the owner, or the permission; artist managers use the backstage.
    (owns || (user && can('music.update'))) && 'edit',
    (owns || (user && can('music.delete'))) && 'delete',
  ]
  return items.filter((item): item is TrackMenuItemId => item !== false)
}

/** The whole-set menu of an album, artist or playlist page (issue 24). */
export type SetMenuItemId = 'play-next' | 'add-to-queue' | 'add-to-playlist' | 'start-radio' | 'copy-link' | 'download-album'

export interface SetMenuInput {
  kind: 'album' | 'artist' | 'playlist'
  /** How many tracks the page has at hand for the set. */
  trackCount: number
  userId: number | null
  setting: (key: string) => boolean
  /** Permission check, as for a track's Download; absent means none. */
  can?: (permission: string) => boolean
  /** How many of the tracks are local uploads (the only ones the download endpoint serves). */
  downloadableCount?: number
}

export function setMenuItems({ kind, trackCount, setting, can, downloadableCount = 0 }: SetMenuInput): SetMenuItemId[] {
  const tracks = trackCount > 0
  const items: (SetMenuItemId | false)[] = [
    tracks && 'play-next',
    tracks && 'add-to-queue',
    // A guest is asked to sign in first (stores/pending-action.ts).
    tracks && 'add-to-playlist',
    // Radio seeds are artists, tracks and genres (music-catalog §4.11).
    kind === 'artist' && !setting('player.hide_radio_button') && 'start-radio',
    'copy-link',
    // music-catalog §4.12 as for one track; the spec names no archive endpoint, so each file downloads in turn.
    kind === 'album' && downloadableCount > 0 && setting('player.enable_download') && !!can?.('music.download') && 'download-album',
  ]
  return items.filter((item): item is SetMenuItemId => item !== false)
}

/** The selection bar's actions on several selected rows (issue 24): the track menu's own, for many. */
export type SelectionItemId = 'play-next' | 'add-to-queue' | 'add-to-playlist' | 'like' | 'remove'

/** Remove shows only where the list offers it (a playlist's owner or collaborators, the queue). */
export function selectionMenuItems({ count, hasRemove }: { count: number; hasRemove: boolean }): SelectionItemId[] {
  if (count === 0) return []
  const items: (SelectionItemId | false)[] = ['play-next', 'add-to-queue', 'add-to-playlist', 'like', hasRemove && 'remove']
  return items.filter((item): item is SelectionItemId => item !== false)
}
