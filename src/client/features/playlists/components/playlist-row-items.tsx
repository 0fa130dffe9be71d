import { trans } from '../../../stores/session'
import { MenuItem } from '../../../ui'

/**
 * An editor's items in a playlist row's menu. Their own module, loaded with the menu (TrackMenuTrigger):
 * importing MenuItem into the page would bring Headless UI and floating-ui onto its first screen.
 */
export function PlaylistRowItems({ index, count, onMove, onRemove }: { index: number; count: number; onMove: (from: number, to: number) => void; onRemove: () => void }) {
  return (
    <>
      <MenuItem disabled={index === 0} onClick={() => onMove(index, index - 1)}>{trans('Move up')}</MenuItem>
      <MenuItem disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>{trans('Move down')}</MenuItem>
      <MenuItem onClick={onRemove}>{trans('Remove from this playlist')}</MenuItem>
    </>
  )
}
