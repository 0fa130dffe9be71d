import { useSyncExternalStore } from 'react'
import { canInstall, promptInstall, subscribeInstallPrompt } from '../install-prompt'

export const INSTALL_APP_LABEL = 'Install app'

/**
 * For the navbar's "Install app" entry: `available` is true once the browser offers installation
 * (and false again after install); `install()` opens the browser's dialog.
 */
export function useInstallApp(): { available: boolean; install: typeof promptInstall } {
  const available = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false)
  return { available, install: promptInstall }
}
