import { describe, expect, it } from 'vitest'
import { moveItem } from '../../../../src/client/features/playlists'

describe('moveItem (playlist reorder)', () => {
  it('moves an item down and up, keeping the others in order', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4])
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3])
    expect(moveItem([1, 2, 3, 4], 1, 2)).toEqual([1, 3, 2, 4])
  })

  it('clamps the target and ignores an out-of-range source without mutating the input', () => {
    const ids = [1, 2, 3]
    expect(moveItem(ids, 0, 99)).toEqual([2, 3, 1])
    expect(moveItem(ids, 2, -5)).toEqual([3, 1, 2])
    expect(moveItem(ids, 7, 0)).toEqual([1, 2, 3])
    expect(ids).toEqual([1, 2, 3])
  })
})
