import type { Track } from '../../../shared/contracts/catalogue'
import { OFFLINE_QUEUE_ID, SaveOfflineMenuItem } from '../../features/offline'
import { addAfterCurrent } from '../../player'
import { trans } from '../../stores/session'
import { MenuItem } from '../../ui'

/**
 * The offline page's own items in a row's menu. Their own module, loaded with the menu (TrackMenuTrigger),
 * as the playlist editor's are: importing MenuItem into the page would bring Headless UI and floating-ui
 * onto its first screen.
 */
export function OfflineRowItems({ track, guest }: { track: Track; guest: boolean }) {
  return (
    <>
      <MenuItem onClick={() => addAfterCurrent([track], OFFLINE_QUEUE_ID)}>{trans('Play next')}</MenuItem>
      {guest && <SaveOfflineMenuItem track={track} />}
    </>
  )
}
