/* global window, document, HTMLMediaElement, performance */
// In-page instrumentation (an init script, added by path) for the play-latency bench and the
// listening/embed browser tests. Howler (html5: true) plays through `new Audio()` elements that are never
// attached to the DOM, so `document.querySelector('audio')` cannot see them: this wraps
// HTMLMediaElement.prototype.play to remember every element the app starts, counts jumps back (restarts),
// and records the time of the latest click in the capture phase, before any app handler.
;(() => {
  if (window.__encoreMediaState) return
  // Stays the same for the life of the document: a test can tell in-app navigation from a reload.
  window.__encoreDocumentId = Math.random().toString(36).slice(2)
  const started = []
  const play = HTMLMediaElement.prototype.play
  HTMLMediaElement.prototype.play = function (...args) {
    if (!started.includes(this)) {
      started.push(this)
      // A jump back of more than a second while the same source plays is a restart.
      let last = 0
      this.__encoreRestarts = 0
      this.addEventListener('timeupdate', () => {
        if (this.currentTime < last - 1) this.__encoreRestarts++
        last = this.currentTime
      })
      this.addEventListener('emptied', () => {
        last = 0
      })
    }
    return play.apply(this, args)
  }
  const isTrack = (el) => {
    const src = el.currentSrc || el.src || ''
    return src.includes('/api/v1/tracks/') && src.includes('/stream')
  }
  // The element that is playing now, else the track element started last (see MediaState in media-probe.ts).
  window.__encoreMediaState = () => {
    const tracks = started.filter(isTrack)
    const el = tracks.find((e) => !e.paused) || tracks[tracks.length - 1]
    if (!el) return null
    return {
      src: el.currentSrc || el.src,
      currentTime: el.currentTime,
      paused: el.paused,
      restarts: el.__encoreRestarts,
      elements: tracks.length,
      documentId: window.__encoreDocumentId,
    }
  }
  document.addEventListener(
    'click',
    () => {
      window.__encoreClickAt = performance.now()
    },
    { capture: true },
  )
})()
