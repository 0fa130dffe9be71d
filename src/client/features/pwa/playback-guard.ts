// Keeps an app update from cutting a song off: the reload that activates a new service worker waits
// until nothing is playing. Works with any player through `isActive`; the default reads the page's
// <audio> elements, which is what the player engine renders.

export type PlaybackCheck = () => boolean

/** True when an <audio> element in the document is playing (not paused and not ended). */
export function isAudioElementPlaying(doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll('audio')).some((audio) => !audio.paused && !audio.ended)
}

export interface IdleOptions {
  doc?: Document
  /** Players that are not <audio> in the DOM (Web Audio) send no media events: poll them as well. */
  pollMs?: number
}

/**
 * Runs `action` as soon as playback is idle: immediately when nothing plays, otherwise on the next
 * pause/ended media event or poll tick that finds playback stopped. Returns a cancel function.
 */
export function runWhenPlaybackIdle(isActive: PlaybackCheck, action: () => void, options: IdleOptions = {}): () => void {
  const doc = options.doc ?? document
  if (!isActive()) {
    action()
    return () => {}
  }
  let done = false
  const check = () => {
    // Media events fire before the state settles for some players; re-read on the next tick.
    setTimeout(() => {
      if (done || isActive()) return
      cleanup()
      action()
    }, 0)
  }
  // Media events do not bubble, but capturing listeners on the document still see them.
  doc.addEventListener('pause', check, true)
  doc.addEventListener('ended', check, true)
  const timer = setInterval(check, options.pollMs ?? 1000)
  function cleanup() {
    done = true
    doc.removeEventListener('pause', check, true)
    doc.removeEventListener('ended', check, true)
    clearInterval(timer)
  }
  return cleanup
}
