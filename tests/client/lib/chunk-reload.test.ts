import { describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  isChunkLoadError,
  isLeavingPage,
  listenForPreloadErrors,
  RELOAD_AGAIN_AFTER_MS,
  reloadOnceForChunkError,
} from '../../../src/client/lib/chunk-reload'

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}

describe('isChunkLoadError', () => {
  it('recognises the browsers’ failed dynamic import and Vite’s CSS preload error', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
  })
  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('claimChunkReload', () => {
  it('allows one reload per build, then refuses (no loop)', () => {
    const storage = memoryStorage()
    expect(claimChunkReload({ storage, buildId: 'b1', now: 1000 })).toBe(true)
    expect(JSON.parse(storage.data.get(CHUNK_RELOAD_KEY) ?? '')).toEqual({ buildId: 'b1', at: 1000 })
    expect(claimChunkReload({ storage, buildId: 'b1', now: 2000 })).toBe(false)
    expect(claimChunkReload({ storage, buildId: 'b1', now: 3000 })).toBe(false)
  })
  it('allows a reload again for a newer build (the reload picked up a deployment that later went away too)', () => {
    const storage = memoryStorage()
    expect(claimChunkReload({ storage, buildId: 'b1', now: 1000 })).toBe(true)
    expect(claimChunkReload({ storage, buildId: 'b2', now: 1500 })).toBe(true)
    expect(claimChunkReload({ storage, buildId: 'b2', now: 1600 })).toBe(false)
  })
  it('allows the same build again only long after its last automatic reload', () => {
    const storage = memoryStorage()
    expect(claimChunkReload({ storage, buildId: 'b1', now: 1000 })).toBe(true)
    expect(claimChunkReload({ storage, buildId: 'b1', now: 1000 + RELOAD_AGAIN_AFTER_MS - 1 })).toBe(false)
    expect(claimChunkReload({ storage, buildId: 'b1', now: 1000 + RELOAD_AGAIN_AFTER_MS })).toBe(true)
  })
  it('treats a damaged value as none, and refuses without storage or when writing fails', () => {
    const storage = memoryStorage()
    storage.data.set(CHUNK_RELOAD_KEY, '{not json')
    expect(claimChunkReload({ storage, buildId: 'b1', now: 1 })).toBe(true)
    expect(claimChunkReload({ storage: null, buildId: 'b1', now: 1 })).toBe(false)
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError') } }
    expect(claimChunkReload({ storage: full, buildId: 'b1', now: 1 })).toBe(false)
  })
})

describe('reloadOnceForChunkError and the vite:preloadError listener', () => {
  it('reloads once, then leaves the error to the error page', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadOnceForChunkError(reload, { storage, buildId: 'b1', now: 1 })).toBe(true)
    expect(reloadOnceForChunkError(reload, { storage, buildId: 'b1', now: 2 })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })
  it('cancels the preload error it reloads for, and not the next one', () => {
    sessionStorage.clear()
    const reload = vi.fn()
    const stop = listenForPreloadErrors(window, reload)
    const first = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(first)
    const second = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(second)
    stop()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(first.defaultPrevented).toBe(true)
    expect(second.defaultPrevented).toBe(false)
    sessionStorage.clear()
  })

  it('reloads again for a page shown back from the back/forward cache', () => {
    sessionStorage.clear()
    const reload = vi.fn()
    const stop = listenForPreloadErrors(window, reload)
    window.dispatchEvent(new Event('pagehide'))
    expect(isLeavingPage()).toBe(true)
    window.dispatchEvent(new Event('pageshow'))
    expect(isLeavingPage()).toBe(false)
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    stop()
    expect(reload).toHaveBeenCalledTimes(1)
    sessionStorage.clear()
  })

  // Issue 24: in Firefox, following a link while chunks load aborts them; reloading then undid the navigation.
  it('leaves chunk errors alone once the page is being left', () => {
    sessionStorage.clear()
    const reload = vi.fn()
    const stop = listenForPreloadErrors(window, reload)
    window.dispatchEvent(new Event('beforeunload'))
    const event = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(event)
    stop()
    expect(reload).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
    sessionStorage.clear()
  })
})
