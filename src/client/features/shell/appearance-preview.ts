import { APPEARANCE_PREVIEW_MESSAGE, type AppearancePreviewMessage } from '../../../shared/contracts/appearance'
import { applySettingsPreview } from '../../stores/settings'
import { previewTheme } from '../../stores/theme'

/**
 * Inside the appearance editor's frame: shows the unsaved values the editor posts. Only messages from
 * the parent window of our own origin count; the values only change what this tab draws, never what is
 * stored. Loaded only when the page runs in a frame, so listeners never download it.
 */
export function listenForAppearancePreview(): void {
  window.addEventListener('message', (event: MessageEvent<AppearancePreviewMessage>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent) return
    const data = event.data
    if (data?.type !== APPEARANCE_PREVIEW_MESSAGE) return
    if (data.settings) applySettingsPreview(data.settings)
    if (data.theme !== undefined) previewTheme(data.theme)
  })
  // The editor re-sends its current values when it hears the frame is ready (after a reload too).
  window.parent.postMessage({ type: `${APPEARANCE_PREVIEW_MESSAGE}-ready` }, window.location.origin)
}
