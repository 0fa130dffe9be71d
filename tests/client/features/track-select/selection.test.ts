import { afterEach, describe, expect, it } from 'vitest'
import {
  clearSelection,
  modeOf,
  nextSelection,
  NOTHING_PICKED,
  selectedTracks,
  selectRow,
  trackSelection,
} from '../../../../src/client/features/track-select'
import { selectionMenuItems } from '../../../../src/client/features/track-menu/model'
import { track } from '../catalogue/fixtures'

afterEach(() => clearSelection())

describe('nextSelection', () => {
  it('a plain choice selects one row and anchors there', () => {
    expect(nextSelection({ indexes: [1, 2], anchor: 1 }, 4, 'single', 6)).toEqual({ indexes: [4], anchor: 4 })
  })

  it('a range runs from the anchor either way, and widens or narrows on the next Shift-click', () => {
    const first = nextSelection(NOTHING_PICKED, 2, 'single', 8)
    const down = nextSelection(first, 5, 'range', 8)
    expect(down).toEqual({ indexes: [2, 3, 4, 5], anchor: 2 })
    expect(nextSelection(down, 3, 'range', 8)).toEqual({ indexes: [2, 3], anchor: 2 })
    expect(nextSelection(down, 0, 'range', 8)).toEqual({ indexes: [0, 1, 2], anchor: 2 })
  })

  it('a range without an anchor selects the row alone', () => {
    expect(nextSelection(NOTHING_PICKED, 3, 'range', 5)).toEqual({ indexes: [3], anchor: 3 })
  })

  it('a toggle adds or removes one row, keeps the order and moves the anchor', () => {
    const a = nextSelection(NOTHING_PICKED, 4, 'toggle', 6)
    const b = nextSelection(a, 1, 'toggle', 6)
    expect(b).toEqual({ indexes: [1, 4], anchor: 1 })
    expect(nextSelection(b, 4, 'toggle', 6)).toEqual({ indexes: [1], anchor: 4 })
  })

  it('ignores a row outside the list', () => {
    const prev = { indexes: [1], anchor: 1 }
    expect(nextSelection(prev, 9, 'single', 3)).toBe(prev)
    expect(nextSelection(prev, -1, 'toggle', 3)).toBe(prev)
  })

  it('reads Shift as range and Ctrl or Cmd as toggle', () => {
    expect(modeOf({ shiftKey: true, ctrlKey: true, metaKey: false })).toBe('range')
    expect(modeOf({ shiftKey: false, ctrlKey: true, metaKey: false })).toBe('toggle')
    expect(modeOf({ shiftKey: false, ctrlKey: false, metaKey: true })).toBe('toggle')
    expect(modeOf({ shiftKey: false, ctrlKey: false, metaKey: false })).toBe('single')
  })
})

describe('the selection store', () => {
  const rows = [track(1), track(2), track(3), track(4)]

  it('keeps one list at a time: a choice in another list starts over there', () => {
    selectRow('a', rows, 0, 'single')
    selectRow('a', rows, 2, 'range')
    expect(selectedTracks().map((t) => t.id)).toEqual([1, 2, 3])
    selectRow('b', rows, 3, 'range')
    expect(trackSelection.listKey).toBe('b')
    expect(selectedTracks().map((t) => t.id)).toEqual([4])
  })

  it('clears for its own list only, and entirely when toggled empty', () => {
    selectRow('a', rows, 1, 'toggle')
    clearSelection('b')
    expect(trackSelection.indexes).toEqual([1])
    selectRow('a', rows, 1, 'toggle')
    expect(trackSelection.listKey).toBeNull()
    selectRow('a', rows, 1, 'toggle', { label: 'Remove from this playlist', run: () => {} })
    expect(trackSelection.remove?.label).toBe('Remove from this playlist')
    clearSelection('a')
    expect([trackSelection.listKey, trackSelection.indexes, trackSelection.remove]).toEqual([null, [], null])
  })
})

describe('selectionMenuItems', () => {
  it('offers the track menu actions for many, and Remove only where the list has one', () => {
    expect(selectionMenuItems({ count: 2, hasRemove: false })).toEqual(['play-next', 'add-to-queue', 'add-to-playlist', 'like'])
    expect(selectionMenuItems({ count: 2, hasRemove: true })).toEqual(['play-next', 'add-to-queue', 'add-to-playlist', 'like', 'remove'])
    expect(selectionMenuItems({ count: 0, hasRemove: true })).toEqual([])
  })
})
