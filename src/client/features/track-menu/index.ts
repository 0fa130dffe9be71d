// Public surface of the track menu feature: the one "More options" menu of a track (issue 24).
export { TrackMenuTrigger, type TrackMenuTriggerProps } from './components/track-menu-trigger'
export { PlayerTrackActions } from './components/player-track-actions'
export { trackMenuItems, type TrackMenuInput, type TrackMenuItemId, type MenuTrack } from './model'
export { SetMenuTrigger } from './components/set-menu-trigger'
export { setMenuItems, type SetMenuInput, type SetMenuItemId } from './model'
export { loadPendingActionRunner, loadSelectionBar } from './lazy-parts'
export { selectionMenuItems, type SelectionItemId } from './model'
