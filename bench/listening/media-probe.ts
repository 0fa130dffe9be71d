// Types and in-page readers for media-probe.js, the init script that finds howler's media elements
// (see that file). The script is added by path (`addInitScript({ path: MEDIA_PROBE_PATH })`), so no
// transpiler helper can leak into it and the browser tests can use the same file.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

export const MEDIA_PROBE_PATH = fileURLToPath(new URL('./media-probe.js', import.meta.url))

/** The same script as text, for `addInitScript({ content })` (bench/offline uses it). */
export const MEDIA_PROBE = fs.readFileSync(MEDIA_PROBE_PATH, 'utf8')

export interface MediaState {
  src: string
  currentTime: number
  paused: boolean
  /** Times the element's position jumped back by more than a second. */
  restarts: number
  /** Track media elements started in this document so far. */
  elements: number
  /** Random per document: unchanged across in-app navigations, new after a reload. */
  documentId: string
}

interface ProbedWindow {
  __encoreMediaState?: () => MediaState | null
  __encoreClickAt?: number
}

// The functions below run in the page (page.evaluate / page.waitForFunction pass them as functions:
// the app's CSP forbids the string-eval path). They must stay self-contained, with no inner named
// functions, since only their source text reaches the page.

/** The probe's MediaState, or null before any track was started. */
export const mediaState = (): MediaState | null => (window as unknown as ProbedWindow).__encoreMediaState?.() ?? null

/** performance.now() once a track's time advances, else false (for waitForFunction). */
export const playingAt = (): number | false => {
  const state = (window as unknown as ProbedWindow).__encoreMediaState?.()
  return state && !state.paused && state.currentTime > 0 ? performance.now() : false
}

/** performance.now() of the latest click, or null. */
export const clickAt = (): number | null => (window as unknown as ProbedWindow).__encoreClickAt ?? null
