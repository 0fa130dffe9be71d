// Multi-select of track rows (issue 24): one selection at a time, in one list, as on Spotify. The rules
// (`nextSelection`) are pure and tested without React; the store holds the selected list's rows so the one
// selection bar (track-menu's SelectionBar) can act on all of them, and the list's own Remove when it has one.
import { ref } from 'valtio'
import type { PlayerTrack } from '../../player'
import { trackSelection, type ListRemove, type SelectedRow } from '../../stores/track-selection'

export { trackSelection, type ListRemove, type SelectedRow, type TrackSelection } from '../../stores/track-selection'

/** How a row was chosen: a plain click, Ctrl/Cmd-click or Space (toggle), Shift-click or Shift+arrow (range). */
export type SelectMode = 'single' | 'toggle' | 'range'

export interface Picked {
  /** Selected row indexes, ascending. */
  indexes: number[]
  /** Where a Shift range starts: the last row chosen without Shift. */
  anchor: number | null
}

export const NOTHING_PICKED: Picked = { indexes: [], anchor: null }

/**
 * The selection after choosing row `index` of a list of `count` rows. A range replaces the selection
 * with anchor..index (the anchor stays, so Shift-clicks can widen and narrow it); a toggle adds or
 * removes one row and moves the anchor there; a plain choice selects that row alone.
 */
export function nextSelection(prev: Picked, index: number, mode: SelectMode, count: number): Picked {
  if (index < 0 || index >= count) return prev
  if (mode === 'range' && prev.anchor !== null && prev.anchor < count) {
    const [from, to] = prev.anchor <= index ? [prev.anchor, index] : [index, prev.anchor]
    return { indexes: Array.from({ length: to - from + 1 }, (_, i) => from + i), anchor: prev.anchor }
  }
  if (mode === 'toggle') {
    const has = prev.indexes.includes(index)
    const indexes = has ? prev.indexes.filter((i) => i !== index) : [...prev.indexes, index].sort((a, b) => a - b)
    return { indexes, anchor: index }
  }
  return { indexes: [index], anchor: index }
}

/** Which way a pointer or key event chooses: Shift = range, Ctrl or Cmd = toggle. */
export function modeOf(event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): SelectMode {
  if (event.shiftKey) return 'range'
  if (event.ctrlKey || event.metaKey) return 'toggle'
  return 'single'
}

/** The selected tracks, in list order. */
export function selectedTracks(state: { indexes: readonly number[]; rows: readonly SelectedRow[] } = trackSelection): PlayerTrack[] {
  // Only selectRow writes the rows, and it is given player tracks.
  return state.indexes.flatMap((i) => (state.rows[i] ? [state.rows[i] as PlayerTrack] : []))
}

/** Chooses row `index` of list `listKey`; a choice in another list starts a new selection there. */
export function selectRow(listKey: string, rows: readonly PlayerTrack[], index: number, mode: SelectMode, remove: ListRemove | null = null): void {
  const prev: Picked = trackSelection.listKey === listKey ? { indexes: [...trackSelection.indexes], anchor: trackSelection.anchor } : NOTHING_PICKED
  const next = nextSelection(prev, index, mode, rows.length)
  trackSelection.listKey = next.indexes.length > 0 ? listKey : null
  trackSelection.indexes = next.indexes
  trackSelection.anchor = next.indexes.length > 0 ? next.anchor : null
  trackSelection.rows = ref([...rows])
  trackSelection.remove = remove ? ref(remove) : null
}

/** Escape, the bar's Clear, an action done, or the list going away. */
export function clearSelection(listKey?: string): void {
  if (listKey !== undefined && trackSelection.listKey !== listKey) return
  trackSelection.listKey = null
  trackSelection.indexes = []
  trackSelection.anchor = null
  trackSelection.rows = ref([])
  trackSelection.remove = null
}
