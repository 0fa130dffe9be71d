// Keeps the browser's `beforeinstallprompt` event so an "Install app" menu entry can show the install
// dialog later. The event fires early (often before this lazy module loads), so main.tsx captures it
// first (lib/early-install-prompt) and this module takes that offer over and listens from its import.
import { takeEarlyInstallPrompt } from '../../lib/early-install-prompt'

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

let deferredEvent: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function listenForInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    // Stop Chromium's own mini-infobar: the app offers installation from its menu instead.
    event.preventDefault()
    deferredEvent = event as BeforeInstallPromptEvent
    emit()
  }
  const onInstalled = () => {
    deferredEvent = null
    emit()
  }
  target.addEventListener('beforeinstallprompt', onPrompt)
  target.addEventListener('appinstalled', onInstalled)
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt)
    target.removeEventListener('appinstalled', onInstalled)
  }
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function canInstall(): boolean {
  return deferredEvent !== null
}

/** Shows the browser's install dialog; an event can prompt once, so it is dropped afterwards. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredEvent
  if (!event) return 'unavailable'
  deferredEvent = null
  emit()
  await event.prompt()
  const choice = await event.userChoice
  return choice.outcome
}

if (typeof window !== 'undefined') {
  // Synchronous take-then-listen: no event can fall between the two listeners.
  deferredEvent = takeEarlyInstallPrompt() as BeforeInstallPromptEvent | null
  listenForInstallPrompt()
}
