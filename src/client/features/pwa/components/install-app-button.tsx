import { buttonClasses } from '../../../ui/button'
import { INSTALL_APP_LABEL, useInstallApp } from '../hooks/use-install-app'

/** True when the app already runs installed (home-screen window, or iOS's standalone web app). */
export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || win.matchMedia?.('(display-mode: standalone)').matches === true
}

/**
 * "Install app" in the navbar: shown only while the browser offers installation (it kept a
 * `beforeinstallprompt` event) and the app is not already running installed; opens the browser's dialog.
 */
export function InstallAppButton({ className }: { className?: string }) {
  const { available, install } = useInstallApp()
  if (!available || isStandalone()) return null
  return (
    <button type="button" className={buttonClasses('outline', 'sm', className)} onClick={() => void install()}>
      {INSTALL_APP_LABEL}
    </button>
  )
}
