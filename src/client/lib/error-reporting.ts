import { buildId } from './env'
import { http } from './http'

/** music-product §10: one uncaught error in five is reported. */
export const ERROR_SAMPLE_RATE = 0.2

export interface ErrorReport {
  message: string
  stack?: string
  route: string
  build: string
}

interface Deps {
  /** Math.random unless a test injects its own. */
  random?: () => number
  send?: (report: ErrorReport) => Promise<unknown>
  /** The page's path (no origin: query strings may carry tokens). */
  route?: () => string
}

/** Builds the report of one error, or null when sampling drops it or it carries nothing worth sending. */
export function sampleErrorReport(error: unknown, random: () => number, route: string): ErrorReport | null {
  if (random() >= ERROR_SAMPLE_RATE) return null
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : ''
  if (!message.trim()) return null
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, 10_000) : undefined
  return { message: message.slice(0, 2000), ...(stack ? { stack } : {}), route: route.slice(0, 2000) || '/', build: buildId }
}

/**
 * Listens for uncaught errors and unhandled rejections and POSTs a sample to `client-errors`, which
 * stores them in the admin's error log. A failed report is dropped: reporting must never raise an error
 * of its own (and so report itself in a loop). Returns the function that stops listening.
 */
export function installErrorReporting(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window, deps: Deps = {}): () => void {
  const random = deps.random ?? Math.random
  const send = deps.send ?? ((body: ErrorReport) => http.post('client-errors', { body }))
  const route = deps.route ?? (() => window.location.pathname)
  const report = (error: unknown) => {
    const body = sampleErrorReport(error, random, route())
    if (body) void send(body).catch(() => undefined)
  }
  const onError = (event: Event) => report((event as ErrorEvent).error ?? (event as ErrorEvent).message)
  const onRejection = (event: Event) => report((event as PromiseRejectionEvent).reason)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
