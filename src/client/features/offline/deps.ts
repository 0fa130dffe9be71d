// What the offline manager needs from the browser, injectable so tests run it on fakes. Here rather than
// in media-cache.ts: this module starts with every page, the download code only when there is a download.

export interface MediaDeps {
  caches: Pick<CacheStorage, 'open'>
  fetch: (url: string, init: RequestInit) => Promise<Response>
}

/** Default deps: the browser's caches and fetch. */
function browserMediaDeps(): MediaDeps {
  return {
    caches: globalThis.caches,
    // eslint-disable-next-line no-restricted-globals -- media bytes, not an API call: lib/http reads JSON bodies, this streams audio into Cache Storage.
    fetch: (url, init) => fetch(url, init),
  }
}

export interface OfflineDeps extends MediaDeps {
  persist: () => Promise<boolean>
  estimate: () => Promise<{ usage?: number; quota?: number }>
  notify: (message: string, type: 'default' | 'positive' | 'danger') => void
}

let current: OfflineDeps | null = null

function browserDeps(notify: OfflineDeps['notify']): OfflineDeps {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
  return {
    ...browserMediaDeps(),
    persist: () => (storage?.persist ? storage.persist() : Promise.resolve(false)),
    estimate: () => (storage?.estimate ? storage.estimate() : Promise.resolve({})),
    notify,
  }
}

export function setOfflineDeps(deps: OfflineDeps | null): void {
  current = deps
}

export function offlineDeps(notify: OfflineDeps['notify']): OfflineDeps {
  current ??= browserDeps(notify)
  return current
}
