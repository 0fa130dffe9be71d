import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '../../../src/client/ui/button'
import { Popover, POPOVER_HOVER_CLOSE_MS } from '../../../src/client/ui/popover'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// Fake timers: with real ones a loaded machine can run the 90 ms wait late, past the 150 ms close.
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

describe('popover', () => {
  it('opens and closes from the keyboard', async () => {
    const user = userEvent.setup()
    render(
      <Popover trigger={<Button>Notifications</Button>}>
        <p>Hang tight!</p>
      </Popover>,
    )
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.getByText('Hang tight!')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByText('Hang tight!')).toBeNull()
  })

  it('opens on hover and closes 150 ms after the pointer leaves', async () => {
    vi.useFakeTimers()
    render(
      <Popover openOnHover trigger={<Button>Artist</Button>}>
        <p>Artist card</p>
      </Popover>,
    )
    const wrapper = screen.getByRole('button', { name: 'Artist' }).parentElement as HTMLElement
    await act(async () => void fireEvent.pointerEnter(wrapper))
    expect(screen.getByText('Artist card')).toBeTruthy()
    await act(async () => void fireEvent.pointerLeave(wrapper))
    advance(POPOVER_HOVER_CLOSE_MS - 1)
    expect(screen.getByText('Artist card')).toBeTruthy()
    advance(1)
    expect(screen.queryByText('Artist card')).toBeNull()
  })
})
