import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useSnapshot } from 'valtio'
import type { PlayerTrack } from '../../player'
import { clearSelection, modeOf, selectRow, trackSelection, type ListRemove } from './selection'

/** Clicks on these act on their own (play, like, menu, links) and never choose the row. */
const OWN_CONTROLS = 'a, button, input, select, textarea, label, [role="menu"], [role="menuitem"]'

export interface RowSelection {
  /** Whether row `index` is selected. */
  isSelected: (index: number) => boolean
  /** How many rows of this list are selected. */
  count: number
  /** The selected rows' ids (a drag of a selected row carries them all). */
  selectedIds: () => number[]
  /** Props for row `index`: click and key handlers, roving tabindex, aria-selected. */
  rowProps: (index: number) => {
    'data-row-index': number
    tabIndex: number
    'aria-selected': boolean
    onClick: (event: MouseEvent<HTMLElement>) => void
    onClickCapture: (event: MouseEvent<HTMLElement>) => void
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  }
}

/**
 * Multi-select for one list of track rows (issue 24). Mouse: a click chooses a row, Shift-click a range
 * from the last chosen row, Ctrl/Cmd-click adds or removes one. Keyboard (on a focused row; one row is in
 * the tab order, the arrows move between rows): Space adds or removes the row, Shift+Up/Down extends the
 * range, Escape clears. The selection ends when the list's rows change or the list goes away.
 */
export function useRowSelection(rows: readonly PlayerTrack[], remove: ListRemove | null = null): RowSelection {
  const listKey = useId()
  const snap = useSnapshot(trackSelection)
  const [focusIndex, setFocusIndex] = useState(0)
  const mine = snap.listKey === listKey
  const idsKey = rows.map((t) => t.id).join(',')

  // Other rows (a refetch, a removal, the next page) make the selected indexes point elsewhere: start again.
  useEffect(() => () => clearSelection(listKey), [listKey, idsKey])

  const choose = (index: number, mode: Parameters<typeof selectRow>[3]) => selectRow(listKey, rows, index, mode, remove)

  const moveFocus = (from: HTMLElement, index: number) => {
    // The rows' list: a table body, or a marked container whose sections hold the rows (the queue).
    const list = from.closest('[data-selection-list]') ?? from.parentElement
    const target = list?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)
    if (!target) return false
    setFocusIndex(index)
    target.focus()
    return true
  }

  return {
    isSelected: (index) => mine && snap.indexes.includes(index),
    count: mine ? snap.indexes.length : 0,
    selectedIds: () => (mine ? snap.indexes.flatMap((i) => (rows[i] ? [rows[i].id] : [])) : []),
    rowProps: (index) => ({
      'data-row-index': index,
      tabIndex: index === Math.min(focusIndex, rows.length - 1) ? 0 : -1,
      'aria-selected': mine && snap.indexes.includes(index),
      // A row's main button marked data-select-through (the queue's jump button) selects on Shift/Ctrl/Cmd-click
      // instead of doing its own action.
      onClickCapture: (event) => {
        const mode = modeOf(event)
        if (mode === 'single' || !(event.target as Element).closest('[data-select-through]')) return
        event.preventDefault()
        event.stopPropagation()
        setFocusIndex(index)
        choose(index, mode)
      },
      onClick: (event) => {
        if ((event.target as Element).closest(OWN_CONTROLS)) return
        setFocusIndex(index)
        choose(index, modeOf(event))
      },
      onKeyDown: (event) => {
        // Keys inside the row's buttons and links are theirs.
        if (event.target !== event.currentTarget) return
        if (event.key === ' ') {
          event.preventDefault()
          choose(index, 'toggle')
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          const next = index + (event.key === 'ArrowDown' ? 1 : -1)
          if (next < 0 || next >= rows.length) return
          event.preventDefault()
          if (event.shiftKey) {
            if (!mine || trackSelection.anchor === null) choose(index, 'single')
            choose(next, 'range')
          }
          moveFocus(event.currentTarget, next)
        } else if (event.key === 'Escape' && mine) {
          event.preventDefault()
          clearSelection(listKey)
        }
      },
    }),
  }
}
