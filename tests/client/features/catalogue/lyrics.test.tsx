import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { activeLineIndex, isSyncUsable, LyricsView } from '../../../../src/client/features/catalogue'

const lines = [
  { time: 0.5, text: 'First line' },
  { time: 4, text: 'Second line' },
  { time: 9.25, text: 'Third line' },
]

afterEach(cleanup)

describe('lyrics sync (§4.14)', () => {
  it('highlights the line whose time ≤ position < next time', () => {
    expect(activeLineIndex(lines, 0)).toBe(-1)
    expect(activeLineIndex(lines, 0.5)).toBe(0)
    expect(activeLineIndex(lines, 3.99)).toBe(0)
    expect(activeLineIndex(lines, 4)).toBe(1)
    expect(activeLineIndex(lines, 100)).toBe(2)
  })

  it('disables sync when stored and media durations differ by more than 12 s', () => {
    expect(isSyncUsable(true, 200, 212)).toBe(true)
    expect(isSyncUsable(true, 200, 212.5)).toBe(false)
    expect(isSyncUsable(true, 200, 187)).toBe(false)
    expect(isSyncUsable(false, 200, 200)).toBe(false)
    expect(isSyncUsable(true, null, 200)).toBe(true)
  })

  it('marks the current line and leaves unsynced lyrics unmarked', () => {
    const { rerender } = render(<LyricsView lines={lines} synced position={5} />)
    expect(screen.getByText('Second line').getAttribute('aria-current')).toBe('true')
    expect(screen.getByText('First line').getAttribute('aria-current')).toBeNull()
    rerender(<LyricsView lines={lines} synced={false} position={5} />)
    expect(screen.getByText('Second line').getAttribute('aria-current')).toBeNull()
  })
})
