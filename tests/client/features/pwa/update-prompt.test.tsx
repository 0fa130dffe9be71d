import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RegisterSWOptions } from '../../../../src/client/features/pwa/register-sw'

// jsdom has no service worker container (register-sw.ts's own tests use a fake one); this double records
// the options and lets each test decide whether an update is waiting.
const sw = vi.hoisted(() => ({
  needRefresh: true,
  options: null as RegisterSWOptions | null,
  updateServiceWorker: vi.fn(async () => {}),
}))
vi.mock('../../../../src/client/features/pwa/register-sw', async () => {
  const { useState } = await import('react')
  return {
    useRegisterSW(options: RegisterSWOptions) {
      sw.options = options
      const needRefresh = useState(sw.needRefresh)
      return { needRefresh, offlineReady: useState(false), updateServiceWorker: sw.updateServiceWorker }
    },
  }
})

const { UpdatePrompt } = await import('../../../../src/client/features/pwa/components/update-prompt')

let playing = false
const isPlaybackActive = () => playing

beforeEach(() => {
  playing = false
  sw.needRefresh = true
  sw.updateServiceWorker = vi.fn(async () => {})
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('UpdatePrompt', () => {
  it('shows nothing when no update waits', () => {
    sw.needRefresh = false
    render(<UpdatePrompt isPlaybackActive={isPlaybackActive} />)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('activates the waiting worker at once when nothing plays', async () => {
    render(<UpdatePrompt isPlaybackActive={isPlaybackActive} />)
    expect(screen.getByText('A new version of Encore is available')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(sw.updateServiceWorker).toHaveBeenCalledOnce()
  })

  it('waits for playback to stop before activating the update', async () => {
    vi.useFakeTimers()
    playing = true
    render(<UpdatePrompt isPlaybackActive={isPlaybackActive} />)
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(sw.updateServiceWorker).not.toHaveBeenCalled()
    expect(screen.getByText('Encore will reload when playback stops')).toBeTruthy()

    playing = false
    await act(() => vi.advanceTimersByTimeAsync(1100))
    expect(sw.updateServiceWorker).toHaveBeenCalledOnce()
  })

  it('defers the reload asked by a worker taking control (e.g. from another tab) while playing', async () => {
    const reload = vi.fn()
    const original = window.location
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } })
    try {
      vi.useFakeTimers()
      playing = true
      render(<UpdatePrompt isPlaybackActive={isPlaybackActive} />)
      act(() => sw.options?.onNeedReload?.())
      await act(() => vi.advanceTimersByTimeAsync(5000))
      expect(reload).not.toHaveBeenCalled()
      playing = false
      await act(() => vi.advanceTimersByTimeAsync(1100))
      expect(reload).toHaveBeenCalledOnce()
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original })
    }
  })

  it('dismissing cancels a deferred update', async () => {
    vi.useFakeTimers()
    playing = true
    render(<UpdatePrompt isPlaybackActive={isPlaybackActive} />)
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('status')).toBeNull()
    playing = false
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(sw.updateServiceWorker).not.toHaveBeenCalled()
  })
})
