import { lazy } from 'react'

/**
 * The playlist dialogs for other features, loaded when one is opened (render them inside <Suspense>). A plain
 * re-export made every page with a track menu load both dialogs, their forms' zod validation and zod itself
 * (~100 KB, a 25 ms task at start-up on a phone) through track-menu's PendingActionRunner.
 */
export const PlaylistFormDialog = lazy(() => import('./components/playlist-form-dialog').then((m) => ({ default: m.PlaylistFormDialog })))
export const PlaylistPickerDialog = lazy(() => import('./components/playlist-picker-dialog').then((m) => ({ default: m.PlaylistPickerDialog })))
