/**
 * At most `max` ffmpeg processes at once in this process; later requests wait in order. An encode uses
 * a core at full speed for a moment, so twice the cores keeps every core busy without one listener's
 * transcode starving another's (decision 0024).
 */
export function makeProcessLimiter(max: number) {
  let running = 0
  let peak = 0
  const waiting: Array<{ grant: () => void; signal?: AbortSignal }> = []

  function release() {
    running--
    while (waiting.length > 0) {
      const next = waiting.shift()!
      if (next.signal?.aborted) continue
      next.grant()
      return
    }
  }

  return {
    /** Resolves with a release function once a slot is free; rejects when `signal` aborts while waiting. */
    acquire(signal?: AbortSignal): Promise<() => void> {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(new Error('aborted'))
        let released = false
        const grant = () => {
          running++
          peak = Math.max(peak, running)
          resolve(() => {
            if (released) return
            released = true
            release()
          })
        }
        if (running < max) return grant()
        const entry = { grant, signal }
        waiting.push(entry)
        signal?.addEventListener('abort', () => {
          const at = waiting.indexOf(entry)
          if (at >= 0) waiting.splice(at, 1)
          reject(new Error('aborted'))
        }, { once: true })
      })
    },
    stats: () => ({ running, waiting: waiting.length, peak, max }),
  }
}

export type ProcessLimiter = ReturnType<typeof makeProcessLimiter>
