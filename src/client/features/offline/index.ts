// Public surface of the offline feature: saving music for offline listening and the offline UI.
export { saveOffline, removeFromOffline, removeAllOffline, startOfflineSync, offlineQueueIdle } from './manager'
export { offlineState, isTrackSaved } from './store'
export { SaveOfflineButton, type SaveOfflineButtonProps } from './components/save-offline-button'
export { OfflineLibraryPage } from './components/offline-library-page'
export { OfflineIndicator } from './components/offline-indicator'
export { OfflineState } from './components/offline-state'
export { QUOTA_MESSAGE } from './messages'
export type { SavedGroupInput } from './db'
