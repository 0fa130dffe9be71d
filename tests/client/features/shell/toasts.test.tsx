import { act, cleanup, render, screen, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../../../src/client/lib/http'
import {
  dismissToast,
  pauseToast,
  resumeToast,
  showHttpErrorToast,
  toast,
  toastState,
} from '../../../../src/client/stores/toasts'
import { closeDebugError, uiState } from '../../../../src/client/stores/ui'
import { ToastLayer } from '../../../../src/client/features/shell/components/toast-layer'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  dismissToast()
  closeDebugError()
  vi.useRealTimers()
})

describe('toast timing', () => {
  it('hides default and positive toasts after 3000 ms', () => {
    toast('Saved')
    vi.advanceTimersByTime(2999)
    expect(toastState.current?.message).toBe('Saved')
    vi.advanceTimersByTime(1)
    expect(toastState.current).toBeNull()
    toast.positive('Updated account details')
    vi.advanceTimersByTime(3000)
    expect(toastState.current).toBeNull()
  })

  it('hides danger toasts after 8000 ms', () => {
    toast.danger('Broken')
    vi.advanceTimersByTime(7999)
    expect(toastState.current?.type).toBe('danger')
    vi.advanceTimersByTime(1)
    expect(toastState.current).toBeNull()
  })

  it('never hides a loading toast by itself', () => {
    toast.loading('Uploading')
    vi.advanceTimersByTime(60_000)
    expect(toastState.current?.message).toBe('Uploading')
  })

  it('shows one toast at a time: a new one replaces the old and restarts the clock', () => {
    toast.danger('First')
    vi.advanceTimersByTime(7000)
    toast('Second')
    expect(toastState.current?.message).toBe('Second')
    vi.advanceTimersByTime(2000)
    expect(toastState.current?.message).toBe('Second')
    vi.advanceTimersByTime(1000)
    expect(toastState.current).toBeNull()
  })

  it('replaces a toast with the same id, and gives new ones a 6-character id', () => {
    const id = toast.loading('Uploading 1 of 2')
    expect(id).toHaveLength(6)
    toast.positive('Uploaded', { id })
    expect(toastState.current).toMatchObject({ id, message: 'Uploaded', type: 'positive' })
  })

  it('pauses while hovered or focused and resumes with the time that was left', () => {
    toast('Paused')
    vi.advanceTimersByTime(2000)
    pauseToast()
    vi.advanceTimersByTime(10_000)
    expect(toastState.current?.message).toBe('Paused')
    resumeToast()
    vi.advanceTimersByTime(999)
    expect(toastState.current?.message).toBe('Paused')
    vi.advanceTimersByTime(1)
    expect(toastState.current).toBeNull()
  })

  it('defaults to the bottom-center position', () => {
    toast('Here')
    expect(toastState.current?.position).toBe('bottom-center')
  })
})

describe('http error toasts', () => {
  it('uses the generic text when the error has no message', () => {
    showHttpErrorToast(new HttpError(500, {}))
    expect(toastState.current).toMatchObject({ type: 'danger', message: 'There was an issue. Please try again.' })
    showHttpErrorToast(new Error('boom'))
    expect(toastState.current?.message).toBe('There was an issue. Please try again.')
  })

  it("shows the server's message, or the named field's first message, with the answer's action", () => {
    const action = { label: 'Upgrade', action: '/pricing' }
    showHttpErrorToast(new HttpError(403, { message: 'Over quota', action }))
    expect(toastState.current).toMatchObject({ message: 'Over quota', action })
    showHttpErrorToast(new HttpError(422, { message: 'Invalid', errors: { file: ['Too big', 'x'] } }), { field: 'file' })
    expect(toastState.current?.message).toBe('Too big')
  })

  it('opens the debug error dialog instead of a toast when the answer has a trace', () => {
    const body = { message: 'Boom', exception: 'TypeError', trace: [{ vendorGroup: true, items: [] }] }
    showHttpErrorToast(new HttpError(500, body))
    expect(toastState.current).toBeNull()
    expect(uiState.debugError?.message).toBe('Boom')
  })
})

describe('toast layer', () => {
  it('announces danger toasts assertively and others politely', async () => {
    render(<ToastLayer />)
    await act(async () => void toast('Saved'))
    expect(screen.getByRole('status').textContent).toContain('Saved')
    expect(screen.getByRole('alert').textContent).toBe('')
    await act(async () => void toast.danger('Failed'))
    expect(screen.getByRole('alert').textContent).toContain('Failed')
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('has a close button except on loading toasts', async () => {
    render(<ToastLayer />)
    await act(async () => void toast.loading('Working'))
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await act(async () => void toast('Done'))
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Close' })))
    expect(screen.queryByText('Done')).toBeNull()
  })

  it('pauses on pointer hover and resumes on leave', async () => {
    render(<ToastLayer />)
    await act(async () => void toast('Hover me'))
    const text = screen.getByText('Hover me')
    await act(async () => void fireEvent.pointerEnter(text.parentElement as HTMLElement))
    await act(async () => vi.advanceTimersByTime(5000))
    expect(screen.getByText('Hover me')).toBeTruthy()
    await act(async () => void fireEvent.pointerLeave(text.parentElement as HTMLElement))
    await act(async () => vi.advanceTimersByTime(3000))
    expect(screen.queryByText('Hover me')).toBeNull()
  })
})
