import { next, playerState, previous, seek, togglePlay } from './store'

const SEEK_STEP = 10

/** Typing in a field (or a focused control that owns its keys) never triggers player shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el || typeof el.closest !== 'function') return false
  return el.isContentEditable || el.closest('input, textarea, select, [role="slider"], [contenteditable="true"]') !== null
}

/** music-catalog §4.6 shortcuts; returns true when the key was handled. */
export function handlePlayerKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.metaKey || isTyping(event.target)) return false
  const modifier = event.ctrlKey || event.shiftKey
  if ((event.key === ' ' || event.key === 'k') && !modifier) {
    // A focused button activates on Space itself; toggling too would cancel it out.
    if (event.key === ' ' && (event.target as HTMLElement | null)?.closest?.('button, a')) return false
    togglePlay()
  } else if (event.key === 'ArrowLeft') {
    if (modifier) previous()
    else seek(playerState.position - SEEK_STEP)
  } else if (event.key === 'ArrowRight') {
    if (modifier) void next()
    else seek(playerState.position + SEEK_STEP)
  } else return false
  event.preventDefault()
  return true
}

export function startKeyboardShortcuts(target: Document = document): () => void {
  const listener = (event: KeyboardEvent) => void handlePlayerKey(event)
  target.addEventListener('keydown', listener)
  return () => target.removeEventListener('keydown', listener)
}
