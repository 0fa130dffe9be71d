import { proxy } from 'valtio'
import { HttpError } from '../lib/http'
import { showDebugError } from './ui'

export type ToastType = 'default' | 'positive' | 'danger' | 'loading'
export type ToastPosition = 'bottom-center' | 'bottom-right'

export interface Toast {
  id: string
  message: string
  type: ToastType
  action?: { label: string; action: string }
  position: ToastPosition
  disableEnterAnimation?: boolean
  disableExitAnimation?: boolean
}

export type ToastOptions = Partial<Omit<Toast, 'message' | 'type'>>

/** platform-core §9: 3000 ms default and positive, 8000 ms danger, loading stays until replaced. */
export const TOAST_DURATIONS: Record<ToastType, number | null> = { default: 3000, positive: 3000, danger: 8000, loading: null }
export const FALLBACK_ERROR_MESSAGE = 'There was an issue. Please try again.'

export const toastState = proxy({ current: null as Toast | null, paused: false })

let timer: ReturnType<typeof setTimeout> | null = null
let remaining: number | null = null
let startedAt = 0

function clearTimer() {
  if (timer) clearTimeout(timer)
  timer = null
}

function startTimer(ms: number | null) {
  clearTimer()
  remaining = ms
  if (ms === null) return
  startedAt = Date.now()
  const id = toastState.current?.id
  timer = setTimeout(() => dismissToast(id), ms)
}

function randomId(): string {
  return Math.random().toString(36).slice(2, 8).padEnd(6, '0')
}

/** Shows a toast; one at a time, so it replaces whatever is shown (same id or not). */
export function showToast(message: string, type: ToastType = 'default', options: ToastOptions = {}): string {
  const toast: Toast = { position: 'bottom-center', ...options, id: options.id ?? randomId(), message, type }
  toastState.current = toast
  toastState.paused = false
  startTimer(TOAST_DURATIONS[type])
  return toast.id
}

export const toast = Object.assign((message: string, options?: ToastOptions) => showToast(message, 'default', options), {
  positive: (message: string, options?: ToastOptions) => showToast(message, 'positive', options),
  danger: (message: string, options?: ToastOptions) => showToast(message, 'danger', options),
  loading: (message: string, options?: ToastOptions) => showToast(message, 'loading', options),
})

/** Removes the toast; with an id, only if that toast is still the one shown. */
export function dismissToast(id?: string): void {
  if (id !== undefined && toastState.current?.id !== id) return
  clearTimer()
  remaining = null
  toastState.current = null
  toastState.paused = false
}

/** Pointer hover or focus pauses the countdown (platform-core §4). */
export function pauseToast(): void {
  if (!toastState.current || toastState.paused) return
  toastState.paused = true
  if (timer && remaining !== null) remaining = Math.max(0, remaining - (Date.now() - startedAt))
  clearTimer()
}

export function resumeToast(): void {
  if (!toastState.current || !toastState.paused) return
  toastState.paused = false
  startTimer(remaining)
}

/**
 * The error rule of platform-core §8: a debug trace opens the error dialog; otherwise a danger toast
 * with the server's message (or the named field's first message, or the generic text).
 */
export function showHttpErrorToast(error: unknown, options: { field?: string; fallback?: string } = {}): void {
  if (error instanceof HttpError) {
    if (Array.isArray(error.body.trace) && error.body.trace.length > 0) {
      showDebugError(error.body)
      return
    }
    const message = (options.field && error.fieldError(options.field)) || error.body.message
    const action = error.body.action
    showToast(message || options.fallback || FALLBACK_ERROR_MESSAGE, 'danger', action ? { action } : {})
    return
  }
  showToast(options.fallback || FALLBACK_ERROR_MESSAGE, 'danger')
}
