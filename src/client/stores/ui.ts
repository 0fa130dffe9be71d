import { proxy, ref } from 'valtio'
import type { HttpErrorBody } from '../lib/http'

export const uiState = proxy({
  /** An error answer carrying a debug trace: shown in the full-screen error dialog instead of a toast. */
  debugError: null as HttpErrorBody | null,
  /** The appearance editor is open: logout is refused meanwhile (platform-core §4, §8). */
  appearanceEditorOpen: false,
})

export function setAppearanceEditorOpen(open: boolean): void {
  uiState.appearanceEditorOpen = open
}

export function showDebugError(body: HttpErrorBody): void {
  uiState.debugError = ref(body)
}

export function closeDebugError(): void {
  uiState.debugError = null
}
