import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import type { Track } from '../../../../shared/contracts/catalogue'
import { Button } from '../../../ui'
import { showToast } from '../../../stores/toasts'
import { groupKey, type SavedGroupInput } from '../db'
import { loadQueueTracks } from '../load-queue'
import { offlineState } from '../store'
import { trans } from '../../../stores/session'

// The manager (downloads, IndexedDB, the media cache) loads once the button is on screen, not with the
// page's first screen: it shares the after-first-page `startup` chunk (vite.config.ts).
const manager = () => import('../manager')

export interface SaveOfflineButtonProps {
  tracks: readonly Track[]
  /** The album, playlist or liked songs the tracks belong to; without it the button saves the tracks alone. */
  group?: SavedGroupInput
  /** When the page shows only part of the list (a long playlist, liked songs), save every track of this queue. */
  queueId?: string
  size?: 'xs' | 'sm' | 'md'
  className?: string
}

/** "Save offline" / "Saving…" / "Remove from offline" for an album, a playlist, liked songs or one track. */
export function SaveOfflineButton({ tracks, group, queueId, size = 'md', className }: SaveOfflineButtonProps) {
  const state = useSnapshot(offlineState)
  useEffect(() => void manager().then((m) => m.startOfflineSync()), [])
  const ids = tracks.map((t) => t.id)
  const downloading = state.queue.filter((item) => ids.includes(item.id)).length
  const saved = group
    ? state.groups[groupKey(group.type, group.id)] === true
    : ids.length > 0 && ids.every((id) => state.saved[id] === true)
  if (downloading > 0) {
    const done = ids.length - downloading
    return (
      <Button variant="outline" size={size} className={className} disabled aria-live="polite">
        {trans('Saving…')} {group ? `${Math.max(done, 0)}/${ids.length}` : ''}
      </Button>
    )
  }
  const toggle = async () => {
    const { removeFromOffline, saveOffline } = await manager()
    return saved
      ? removeFromOffline(group ? { type: group.type, id: group.id } : { trackId: ids[0]! })
      : queueId
        ? loadQueueTracks(queueId).then(
            (all) => saveOffline(all, group),
            () => void showToast('Could not load the tracks to save. Please try again.', 'danger'),
          )
        : saveOffline(tracks, group)
  }
  return (
    <Button variant="outline" size={size} className={className} disabled={tracks.length === 0} onClick={() => void toggle()}>
      {saved ? trans('Remove from offline') : trans('Save offline')}
    </Button>
  )
}
