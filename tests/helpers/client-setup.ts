// jsdom has no IndexedDB; the app keeps its query cache, offline queue and saved music there, as every
// browser it supports can. fake-indexeddb is an in-memory implementation of the same API.
import 'fake-indexeddb/auto'

// jsdom has no ResizeObserver either; Headless UI's menus use it to follow their anchor. Layout never
// changes in jsdom, so an observer that never fires is the faithful stand-in.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStandIn {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStandIn })
}
