// Public surface of multi-select (issue 24): the catalogue's TrackTable chooses rows, track-menu's
// SelectionBar acts on them. Nothing here imports another feature, so both may import it.
export {
  clearSelection,
  modeOf,
  nextSelection,
  NOTHING_PICKED,
  selectedTracks,
  selectRow,
  trackSelection,
  type ListRemove,
  type Picked,
  type SelectMode,
  type TrackSelection,
} from './selection'
export { useRowSelection, type RowSelection } from './use-row-selection'
