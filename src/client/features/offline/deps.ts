// What the offline manager needs from the browser, injectable so tests run it on fakes.
import { browserMediaDeps, type MediaDeps } from './media-cache'

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
