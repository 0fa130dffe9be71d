import { proxy, ref } from 'valtio'

/**
 * The selected track rows (issue 24): one selection at a time, in one list. features/track-select holds
 * the rules and the row hook that write it; track-menu's SelectionBar reads it.
 */

/** What the store needs of a selected row's track (the rows are player tracks). */
export interface SelectedRow {
  id: number
  name: string
}

/** What the list offers for its selected rows besides the common actions (a playlist editor's Remove). */
export interface ListRemove {
  /** "Remove from this playlist", "Remove from queue". */
  label: string
  /** The selected tracks and their rows' indexes in the list (a queue may hold a track twice). */
  run: (tracks: readonly SelectedRow[], indexes: readonly number[]) => void
}

export interface TrackSelection {
  /** The list the selection belongs to (its row hook's id); null when nothing is selected. */
  listKey: string | null
  /** Selected row indexes, ascending. */
  indexes: number[]
  /** Where a Shift range starts: the last row chosen without Shift. */
  anchor: number | null
  /** The list's rows (player tracks) when the selection last changed; kept unproxied (ref). */
  rows: readonly SelectedRow[]
  remove: ListRemove | null
}

export const trackSelection = proxy<TrackSelection>({ listKey: null, indexes: [], anchor: null, rows: ref([]), remove: null })
