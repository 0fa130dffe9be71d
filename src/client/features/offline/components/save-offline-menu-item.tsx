import { useSnapshot } from 'valtio'
import type { Track } from '../../../../shared/contracts/catalogue'
import { isLocalSource } from '../../../player'
import { MenuItem } from '../../../ui'
import { offlineState } from '../store'
import { trans } from '../../../stores/session'

// The manager loads when the item is chosen: the playlist page renders a menu per row on its first screen.
const manager = () => import('../manager')

/** Row menus hand over what they have; a save needs the serialised track (source, album, cover). */
const isTrack = (track: { id: number; name: string }): track is Track => (track as Partial<Track>).model_type === 'track'

/**
 * "Save offline" / "Saving…" / "Remove from offline" for one track in a row's "More options" menu. It
 * renders in the row menu, which loads on first open, so nothing of it reaches a page's first screen.
 */
export function SaveOfflineMenuItem({ track }: { track: { id: number; name: string } }) {
  const state = useSnapshot(offlineState)
  if (state.saved[track.id]) {
    return <MenuItem onClick={() => void manager().then((m) => m.removeFromOffline({ trackId: track.id }))}>{trans('Remove from offline')}</MenuItem>
  }
  // Only uploaded audio has a file to keep; remote and YouTube sources stream from elsewhere.
  if (!isTrack(track) || (track.src && !isLocalSource(track.src))) return null
  if (state.queue.some((item) => item.id === track.id)) return <MenuItem disabled>{trans('Saving…')}</MenuItem>
  return <MenuItem onClick={() => void manager().then((m) => m.saveOffline([track]))}>{trans('Save offline')}</MenuItem>
}
