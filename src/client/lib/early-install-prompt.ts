// Chromium can fire `beforeinstallprompt` before the lazy "Install app" entry (features/pwa) has loaded,
// and it fires once per page: main.tsx starts this listener first, and the pwa feature takes the kept
// offer over when it loads. In lib because the entry point may not reach into a feature's files.

let kept: Event | null = null
let stop: (() => void) | null = null

/** Keeps the browser's install offer (and drops it if the app gets installed) until it is taken. */
export function captureInstallPrompt(target: Window = window): void {
  if (stop) return
  const onPrompt = (event: Event) => {
    // Chromium's own mini-infobar stays away: the app offers installation from its menu.
    event.preventDefault()
    kept = event
  }
  const onInstalled = () => {
    kept = null
  }
  target.addEventListener('beforeinstallprompt', onPrompt)
  target.addEventListener('appinstalled', onInstalled)
  stop = () => {
    target.removeEventListener('beforeinstallprompt', onPrompt)
    target.removeEventListener('appinstalled', onInstalled)
  }
}

/** The offer seen so far (null if none); stops the early listener, whoever takes it listens from now on. */
export function takeEarlyInstallPrompt(): Event | null {
  stop?.()
  stop = null
  const event = kept
  kept = null
  return event
}
